import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import { type Simulator, startTestSimulator } from './call-system';
import { TestClient } from './client';
import { ADMIN_PASSWORD } from './fixtures';
import { copyMigratedDatabase, freePort, type Launched, launchServer, waitHealthy } from './processes';

type Message = { subject: string; payload: Record<string, unknown> | null };
type SimulatorStack = Awaited<ReturnType<typeof startTestSimulator>>;

/**
 * /backend/health asked every 100 ms from the outside for as long as the fault tests run: the slowest
 * answer and every status seen. A server that spins (issue 11) answers nothing at all: a request that
 * gets no answer within 5 s counts as 5 s.
 */
function watchHealth(port: number) {
  let slowestMs = 0;
  const statuses: number[] = [];
  let isRunning = true;
  const loop = (async () => {
    while (isRunning) {
      const startedAt = performance.now();
      const status = await fetch(`http://127.0.0.1:${port}/backend/health`, { signal: AbortSignal.timeout(5_000) })
        .then((res) => res.status)
        // Refused: the process is not there (exited, not yet started); a timeout counts as slow.
        .catch((error: Error) => (error.name === 'TimeoutError' ? 0 : -1));
      if (status !== -1) slowestMs = Math.max(slowestMs, performance.now() - startedAt);
      statuses.push(status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    get slowestMs() {
      return slowestMs;
    },
    statuses,
    async stop() {
      isRunning = false;
      await loop;
    },
  };
}

/**
 * A server process on `dataRoot` (a file system the test breaks), linked to the real simulator (the link
 * ready, no call stored yet), with a technician listening to the system messages.
 */
export async function startDiskFaultStack(dataRoot: string, running: ChildProcess[]) {
  // Created on the small disk before the test breaks it; a copy, not initdb and every migration in a child.
  const dataDir = copyMigratedDatabase(join(dataRoot, 'data'));
  const sim: SimulatorStack = await startTestSimulator();
  const port = await freePort();
  let server: Launched = launchServer(port, dataDir, running);
  await waitHealthy(port);
  const admin = new TestClient(`http://127.0.0.1:${port}`);
  const linked = await admin.gql(
    'mutation($ip: String!) { createInitialConfigurator(ip: $ip, password: "admin") { id } }',
    {
      ip: `127.0.0.1:${sim.sim.port}`,
    },
  );
  expect(linked.errors).toEqual([]);
  const user = await admin.gql('mutation($p: String!) { createInitialUser(password: $p) { id } }', {
    p: ADMIN_PASSWORD,
  });
  expect(user.errors).toEqual([]);
  admin.system = '01';
  await vi.waitFor(
    async () => {
      const params = await admin.gql<{ systemParams: { items: { link_state: string }[] } }>(
        '{ systemParams { items { link_state } } }',
      );
      expect(params.data?.systemParams.items[0]?.link_state).toBe('ready');
    },
    { timeout: 15_000, interval: 200 },
  );
  // From here on the disk is broken and mended: the health route must answer all along.
  const health = watchHealth(port);
  const heard: Message[] = [];
  let socket: ReturnType<TestClient['socket']> | null = null;

  function listen(): void {
    socket = admin.socket();
    socket.subscribe<{ systemMessages: Message }>(
      { query: 'subscription { systemMessages { subject payload } }' },
      { next: (v) => v.data && heard.push(v.data.systemMessages), error: () => undefined, complete: () => undefined },
    );
  }
  listen();

  const openCallIds = async () =>
    ((await admin.gql<{ openCalls: { id: number }[] }>('{ openCalls { id } }')).data?.openCalls ?? [])
      .map((c) => c.id)
      .sort((a, b) => a - b);

  return {
    sim: sim.sim as Simulator,
    port,
    dataDir,
    health,
    heard,
    get server() {
      return server;
    },
    openCallIds,

    /** A call opened on the simulator; its id. */
    async press(device: number): Promise<number> {
      const call = await sim.control.call({ device_id: device, call_type_id: 4 });
      if (!call) throw new Error('the simulator opened no call');
      return call.id;
    },

    async waitShown(ids: number[], timeout = 15_000): Promise<void> {
      await vi.waitFor(async () => expect(await openCallIds()).toEqual([...ids].sort((a, b) => a - b)), {
        timeout,
        interval: 200,
      });
    },

    /** The technician heard `server.health` with this status (and, unless ok, a problem of `source`). */
    async waitHealthMessage(status: string, source?: string): Promise<void> {
      await vi.waitFor(
        () => {
          const last = heard.filter((m) => m.subject === 'server.health').at(-1);
          expect(last?.payload).toMatchObject({ status, ...(source ? { problems: [{ source }] } : {}) });
        },
        { timeout: 10_000, interval: 50 },
      );
    },

    /** The technician's socket goes before the server does (its close is no surprise then). */
    async stopListening(): Promise<void> {
      await socket?.dispose();
      socket = null;
    },

    /** A start that is expected to fail: its exit code and what it printed. */
    async startRefused(): Promise<{ code: number | null; output: string }> {
      const launched = launchServer(port, dataDir, running);
      return { code: await launched.exited, output: launched.output() };
    },

    /** Starts the server again on the same directory and port (what the supervisor does), and listens again. */
    async restart(): Promise<void> {
      await socket?.dispose();
      const launched = launchServer(port, dataDir, running);
      server = launched;
      let isUp = false;
      // A start that fails (a refused key, a disk still broken) says why at once instead of timing out.
      const failed = launched.exited.then((code) => {
        if (!isUp) throw new Error(`the restarted server exited with ${code}: ${launched.output()}`);
      });
      await Promise.race([waitHealthy(port), failed]);
      isUp = true;
      listen();
    },

    /** SIGTERM; resolves with the exit code and how long the process took to go. */
    async terminate(): Promise<{ code: number | null; ms: number }> {
      await socket?.dispose();
      const startedAt = performance.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      return { code, ms: performance.now() - startedAt };
    },

    async close(): Promise<void> {
      await socket?.dispose();
      await health.stop();
      await sim.close();
    },
  };
}
