// The event-loop delay of a thread that does nothing: what the machine's load alone costs this
// process's threads meanwhile, printed beside the server's own delay so a busy machine is visible.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

export async function idleThreadDelay(): Promise<{ stop(): Promise<number> }> {
  const worker = new Worker(
    `const { monitorEventLoopDelay } = require('node:perf_hooks');
     const { parentPort } = require('node:worker_threads');
     const h = monitorEventLoopDelay({ resolution: 10 });
     h.enable();
     parentPort.postMessage('ready');
     parentPort.once('message', () => { h.disable(); parentPort.postMessage(h.max / 1e6); });`,
    { eval: true },
  );
  await once(worker, 'message');
  return {
    async stop() {
      worker.postMessage('stop');
      const [maxMs] = (await once(worker, 'message')) as [number];
      await worker.terminate();
      return maxMs;
    },
  };
}
