// A free TCP port on loopback, for what the tests and benchmarks start (postgres.mjs, slapd.mjs, caddy.mjs,
// the servers of apps/server/test, e2e and bench/calls): the port is asked of the kernel and let go at
// once, so the process started next may take it.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
