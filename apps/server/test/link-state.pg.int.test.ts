import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systems } from '../src/db/schema/index';
import { startTestSimulator } from './call-system';
import type { TestClient } from './client';
import { freshDatabaseUrl, startServer, type TestServer } from './harness';
import { setUpAdmin } from './seed';

// Issue 11 point 3 (ADR 0025): an instance that does not hold the configurator link reports the holder's
// state — ready, offline, ready again — instead of `unknown`, and tells its own displays of every change.

let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let holder: TestServer;
let other: TestServer;
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
let admin: TestClient;
let systemId: number;

beforeAll(async () => {
  db = await freshDatabaseUrl();
  if (!db) throw new Error('this file runs only with TEST_DATABASE_URL');
  sim = await startTestSimulator();
  holder = await startServer({ databaseUrl: db.url });
  const [row] = await holder.app.database.db
    .insert(systems)
    .values({ name: 'Sonnenhof', ip: `127.0.0.1:${sim.sim.port}`, password: holder.app.services.secrets.seal('admin') })
    .returning();
  systemId = row?.id ?? 0;
  await holder.app.services.links.startAll();
  await vi.waitFor(() => expect(holder.app.services.links.status(systemId)?.state).toBe('ready'), { timeout: 10_000 });
  other = await startServer({ databaseUrl: db.url, linkRetryMs: 200 });
  await other.app.services.links.startAll();
  admin = await setUpAdmin(other);
});
afterAll(async () => {
  await holder?.close();
  await other?.close();
  await sim?.close(true);
  await db?.drop();
});

const shownByOther = async () =>
  (await admin.gql<{ systemParam: { link_state: string } }>(`{ systemParam(id: ${systemId}) { link_state } }`)).data
    ?.systemParam.link_state;

describe('the link state on an instance that does not hold the link', () => {
  it('is the holder’s, and follows the configurator going away and coming back', async () => {
    expect(other.app.services.links.status(systemId)).toBeNull();
    await vi.waitFor(async () => expect(await shownByOther()).toBe('ready'));
    const heard: { subject: string; payload: { state?: string } | null }[] = [];
    const socket = other.client().socket();
    socket.subscribe<{ systemMessages: (typeof heard)[number] }>(
      { query: 'subscription { systemMessages { subject payload } }' },
      { next: (v) => v.data && heard.push(v.data.systemMessages), error: () => {}, complete: () => {} },
    );
    await vi.waitFor(() => expect(heard.map((m) => m.subject)).toContain('restart'));
    const lastState = () => heard.filter((m) => m.subject === 'link.state').at(-1)?.payload?.state;

    const port = sim.sim.port;
    await sim.close(true);
    await vi.waitFor(async () => expect(await shownByOther()).toBe('offline'), { timeout: 10_000 });
    // The watch reads every 2 s: the message may follow the read above by that much.
    await vi.waitFor(
      () => expect(heard.some((m) => m.subject === 'link.state' && m.payload?.state === 'offline')).toBe(true),
      { timeout: 5_000 },
    );

    sim = await startTestSimulator({ port, stateDir: sim.dir });
    await vi.waitFor(async () => expect(await shownByOther()).toBe('ready'), { timeout: 15_000 });
    await vi.waitFor(() => expect(lastState()).toBe('ready'), { timeout: 5_000 });
    await socket.dispose();
  });

  it('is the new holder’s own once the old one stopped', async () => {
    await holder.close();
    await vi.waitFor(() => expect(other.app.services.links.status(systemId)?.state).toBe('ready'), { timeout: 15_000 });
    await vi.waitFor(async () => expect(await shownByOther()).toBe('ready'));
  });
});
