// A worker thread of bench/calls --hostile: strangers that loop the heaviest query the server accepts
// from a visitor, each sending the next as soon as the last was answered. A thread of its own, so
// their work does not delay the bench's receipt stamps. Loopback only (the bench checks the URL).
import { parentPort, workerData } from 'node:worker_threads';

const { url, clients, query, system } = workerData;
const statuses = {};
let requests = 0;
let failures = 0;
let running = true;

parentPort.on('message', (message) => {
  if (message === 'stop') running = false;
});

async function stranger() {
  while (running) {
    try {
      const res = await fetch(`${url}/backend/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-system': system },
        body: JSON.stringify({ query }),
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    } catch {
      failures += 1;
    }
    requests += 1;
  }
}

await Promise.all(Array.from({ length: clients }, stranger));
parentPort.postMessage({ requests, failures, statuses });
