import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator } from '@wardlight/simulator';
import { expect, vi } from 'vitest';
import { SimulatorControl } from '../src/call-system/simulator-control';
import { systems } from '../src/db/schema/index';
import type { TestClient } from './client';
import { type StartOptions, startServer, type TestServer } from './harness';

export type Simulator = Awaited<ReturnType<typeof startSimulator>>;

/**
 * The real simulator on an ephemeral port with its own state file, and a control client for it; on
 * loopback unless `host` names another of this machine's addresses (one the servers reach it on).
 */
export async function startTestSimulator(options: { port?: number; stateDir?: string; host?: string } = {}) {
  const dir = options.stateDir ?? mkdtempSync(join(tmpdir(), 'wardlight-sim-'));
  const sim = await startSimulator({
    port: options.port ?? 0,
    ...(options.host ? { host: options.host } : {}),
    tickMs: 0,
    commitMs: 200,
    stateFile: join(dir, 'state.json'),
  });
  const control = new SimulatorControl({
    ip: `${options.host ?? '127.0.0.1'}:${sim.port}`,
    username: 'admin',
    password: 'admin',
  });
  return {
    sim,
    control,
    dir,
    async close(keepState = false) {
      await sim.close();
      if (!keepState) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A system pointed at the simulator, its link started. */
export async function linkSystem(server: TestServer, port: number, password = 'admin'): Promise<number> {
  const [row] = await server.app.database.db
    .insert(systems)
    // Sealed as the server stores it (ADR 0021): written past the CRUD, it must look like the CRUD's.
    .values({
      name: 'Sonnenhof',
      ip: `127.0.0.1:${port}`,
      username: 'admin',
      password: server.app.services.secrets.seal(password),
    })
    .returning();
  if (!row) throw new Error('no system row');
  server.app.services.systems.invalidate();
  await server.app.services.links.restart(row, row.id);
  return row.id;
}

/** A system pointed at a configurator on `port`, once its link is ready. */
export async function linkReady(server: TestServer, port: number, password = 'admin'): Promise<number> {
  const systemId = await linkSystem(server, port, password);
  await vi.waitFor(() => expect(server.app.services.links.status(systemId)?.state).toBe('ready'), { timeout: 10_000 });
  return systemId;
}

/**
 * A server linked to its own simulator, the link ready, and a visitor client on that system:
 * what every call-flow test starts from.
 */
export async function startLinkedStack(options: StartOptions = {}) {
  const sim = await startTestSimulator();
  const server = await startServer(options);
  const systemId = await linkReady(server, sim.sim.port);
  const client = (): TestClient => {
    const c = server.client();
    c.system = String(systemId).padStart(2, '0');
    return c;
  };
  return {
    sim,
    server,
    systemId,
    client,
    async close() {
      await server.close();
      await sim.close();
    },
  };
}

export type LinkedStack = Awaited<ReturnType<typeof startLinkedStack>>;

/**
 * Every (device, call type) opens a call of its own, so the presses of one stack never meet an open call:
 * the simulator's care home has room terminals 23, 24 and 10 and call types 2–6 and 8.
 */
const DISTINCT_CALLS = [23, 24, 10].flatMap((device_id) =>
  [2, 3, 4, 5, 6, 8].map((call_type_id) => ({ device_id, call_type_id })),
);

/** `press()` opens a call that no earlier press of it opened; its id. */
export function distinctPresses(control: SimulatorControl): () => Promise<number> {
  let pressed = 0;
  return async () => {
    const next = DISTINCT_CALLS[pressed++];
    if (!next) throw new Error(`only ${DISTINCT_CALLS.length} distinct calls in the fixture`);
    const call = await control.call(next);
    if (!call) throw new Error('the simulator opened no call');
    return call.id;
  };
}
