import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client';
import { calls, systemEvents } from '../src/db/schema/index';
import { startTestSimulator } from './call-system';
import { TestClient } from './client';
import { freePort, launchServer, migratedDataDir, waitHealthy } from './processes';

const dataDir = migratedDataDir('wardlight-restart-');
const running: ChildProcess[] = [];
let sim: Awaited<ReturnType<typeof startTestSimulator>> | null = null;

afterAll(async () => {
  for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
  await sim?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Open = { openCalls: { id: number; system_tree_node_id?: number; number: number | null }[] };

// Two server processes start here, each compiling the sources: slow on a busy two-core machine.
describe('killing the server with calls open', { timeout: 120_000 }, () => {
  it('loses none and doubles none when it comes back', async () => {
    sim = await startTestSimulator();
    const port = await freePort();
    const first = launchServer(port, dataDir, running);
    await waitHealthy(port);
    const client = new TestClient(`http://127.0.0.1:${port}`);
    const setup = await client.gql(
      'mutation($ip: String!) { createInitialConfigurator(ip: $ip, password: "admin") { id } }',
      {
        ip: `127.0.0.1:${sim.sim.port}`,
      },
    );
    expect(setup.errors).toEqual([]);
    client.system = '01';
    const openCalls = async () => (await client.gql<Open>('{ openCalls { id number } }')).data?.openCalls ?? [];

    const a = await sim.control.call({ device_id: 23, call_type_id: 4 });
    const b = await sim.control.call({ device_id: 24, call_type_id: 6 });
    await vi.waitFor(async () => expect((await openCalls()).map((c) => c.id).sort()).toEqual([a?.id, b?.id].sort()), {
      timeout: 15_000,
    });

    first.child.kill('SIGKILL');
    await first.exited;
    // While the server is gone: one call closes, another opens.
    await sim.control.call({ device_id: 23, call_type_id: 4, close: true });
    const c = await sim.control.call({ device_id: 10, call_type_id: 2 });

    const second = launchServer(port, dataDir, running);
    await waitHealthy(port);
    await vi.waitFor(async () => expect((await openCalls()).map((x) => x.id).sort()).toEqual([b?.id, c?.id].sort()), {
      timeout: 15_000,
    });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // Every call once in the log, each opening and closing recorded once.
    const db = await openDatabase({ dataDir });
    try {
      const rows = await db.db.select().from(calls);
      expect(rows.map((r) => r.id).sort()).toEqual([a?.id, b?.id, c?.id].sort());
      expect(rows.find((r) => r.id === a?.id)).toMatchObject({ is_closed: true });
      const events = await db.db.select().from(systemEvents);
      const opened = events.flatMap((e) => (e.payload as { opened: number[] }).opened);
      const closed = events.flatMap((e) => (e.payload as { closed: number[] }).closed);
      expect(opened.filter((id) => id === b?.id)).toHaveLength(1);
      expect(opened.filter((id) => id === c?.id)).toHaveLength(1);
      expect(closed.filter((id) => id === a?.id)).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
