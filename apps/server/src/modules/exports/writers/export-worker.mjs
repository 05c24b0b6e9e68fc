// The export's worker thread starts here (writer-main.ts). Plain JavaScript, so it loads in any process:
// the thread registers tsx for itself, since Node 20 does not run the parent's `--import tsx` in worker
// threads and a test runner compiles TypeScript its own way (a second registration is harmless).
import { register } from 'tsx/esm/api';

register();
await import('./writer-main.ts');
