// Entry of a subscriber thread: a worker does not inherit tsx's loader from `npx tsx`, so it registers
// it itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./subscriber-worker.ts');
