// Child process for data-dir-lock tests. Usage: lock-child.ts <dir> [--wait-go]
// Prints LOCKED or REFUSED <json>; with the lock held, RELEASE on stdin
// releases it and exits.
import { createInterface } from 'node:readline';
import { DataDirLockedError, lockDataDir } from '../data-dir-lock';

const [dir, flag] = process.argv.slice(2);
if (dir === undefined) throw new Error('usage: lock-child.ts <dir> [--wait-go]');
const stdin = createInterface({ input: process.stdin });
const nextLine = () => new Promise<string>((resolve) => stdin.once('line', resolve));

console.log('READY');
// The race test releases all children at once with GO, so that their lock
// attempts really overlap instead of being spread by start-up time.
if (flag === '--wait-go') while ((await nextLine()) !== 'GO');
try {
  const lock = await lockDataDir(dir);
  console.log('LOCKED');
  while ((await nextLine()) !== 'RELEASE');
  await lock.release();
  console.log('RELEASED');
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.log(`REFUSED ${JSON.stringify({ message: err.message, pid: err.pid, dir: err.dir })}`);
}
stdin.close();
