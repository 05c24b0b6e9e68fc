import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSimulator } from '../../../test/call-system';
import { freshDatabaseUrl, startServer, type TestServer } from '../../../test/harness';
import { incidents, systems, systemTreeNodes } from '../../db/schema/index';

// Two instances on one PostgreSQL (ADR 0036): only the one holding the configurator link evaluates the
// system's incidents; when it stops, the other takes the link and the evaluation over.

let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
const logs: string[][] = [[], []];
let servers: (TestServer | null)[] = [];
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
let radios: number[] = [];

const FAST = { intervalMs: 200, debounceMs: 20 };
/** Statements of an instance that write incidents: only the evaluating one writes them. */
const writes = (n: number) => (logs[n] ?? []).filter((s) => /insert into "incidents"/i.test(s));

beforeAll(async () => {
  db = await freshDatabaseUrl();
  if (!db) throw new Error('this file runs only with TEST_DATABASE_URL');
  const url = db.url;
  sim = await startTestSimulator();
  const one = await startServer({
    databaseUrl: url,
    linkRetryMs: 200,
    incidents: FAST,
    onQuery: (s) => logs[0]?.push(s),
  });
  await one.app.database.db
    .insert(systems)
    .values({ name: 'Sonnenhof', ip: `127.0.0.1:${sim.sim.port}`, password: one.app.services.secrets.seal('admin') });
  const two = await startServer({
    databaseUrl: url,
    linkRetryMs: 200,
    incidents: FAST,
    onQuery: (s) => logs[1]?.push(s),
  });
  servers = [one, two];
  await one.app.services.links.startAll();
  const ready = () => servers.map((s) => s?.app.services.links.status(1)?.state).find((state) => state);
  await vi.waitFor(() => expect(ready()).toBe('ready'), { timeout: 10_000 });
  const nodes = await one.app.database.db
    .select({ id: systemTreeNodes.id })
    .from(systemTreeNodes)
    .where(and(eq(systemTreeNodes.system_id, 1), eq(systemTreeNodes.kind, 'radio')));
  radios = nodes.map((n) => n.id);
}, 30_000);
afterAll(async () => {
  for (const s of servers) await s?.close();
  await sim?.close();
  await db?.drop();
});

const openBattery = async (device: number) =>
  (servers.find((s) => s) as TestServer).app.database.db
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.type, 'Battery'), eq(incidents.system_tree_node_id, device), eq(incidents.state, 'New')));

describe('incidents with two instances on one PostgreSQL', () => {
  it('are evaluated by the link holder alone, and by the other once it holds the link', async () => {
    const h = servers.findIndex((s) => s?.app.services.links.held().includes(1));
    const o = 1 - h;
    const holder = servers[h];
    const other = servers[o];
    expect(other?.app.services.links.held()).toEqual([]);

    await sim.control.device({ device_id: radios[0] ?? 0, battery: 10 });
    await vi.waitFor(async () => expect(await openBattery(radios[0] ?? 0)).toHaveLength(1), { timeout: 8_000 });
    expect(writes(h).length).toBeGreaterThan(0);
    expect(writes(o)).toEqual([]);

    await holder?.close();
    servers[h] = null;
    await vi.waitFor(() => expect(other?.app.services.links.status(1)?.state).toBe('ready'), { timeout: 15_000 });
    await sim.control.device({ device_id: radios[1] ?? 0, battery: 10 });
    await vi.waitFor(async () => expect(await openBattery(radios[1] ?? 0)).toHaveLength(1), { timeout: 8_000 });
    expect(writes(o).length).toBeGreaterThan(0);
    // The first incident was not raised a second time by the new holder.
    expect(await openBattery(radios[0] ?? 0)).toHaveLength(1);
  });
});
