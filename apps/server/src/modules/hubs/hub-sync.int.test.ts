import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkSystem, startTestSimulator } from '../../../test/call-system';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin } from '../../../test/seed';
import { auditLog, hubCredentials, hubs } from '../../db/schema/index';

// Hub sync with credentials and the hub logs (spec part 1 §2; ADR 0045 "Hubs"), the simulator playing the
// hubs behind the configurator (it accepts admin / hub-admin).

let server: TestServer;
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
let admin: TestClient;
let systemId = 0;

beforeAll(async () => {
  sim = await startTestSimulator();
  server = await startServer();
  admin = await setUpAdmin(server);
  systemId = await linkSystem(server, sim.sim.port);
  admin.system = String(systemId).padStart(2, '0');
  await vi.waitFor(() => expect(server.app.services.links.status(systemId)?.state).toBe('ready'), { timeout: 10_000 });
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

const SYNC = `mutation($id: Int!, $u: String, $p: String, $r: Boolean) { syncHub(id: $id, username: $u, password: $p,
  remember: $r) { hub_id status last_sync devices } }`;
const CREDENTIALS = 'hub_id username has_password updated_at';
type Credentials = { hub_id: number; username: string; has_password: boolean; updated_at: string | null };
const readCredentials = (id: number) =>
  admin.gql<{ hubCredentials: Credentials }>(`query($id: Int!) { hubCredentials(id: $id) { ${CREDENTIALS} } }`, { id });
const setCredentials = (id: number, username: string, password: string | null) =>
  admin.gql<{ setHubCredentials: Credentials }>(
    `mutation($id: Int!, $u: String!, $p: String) { setHubCredentials(id: $id, username: $u, password: $p) { ${CREDENTIALS} } }`,
    { id, u: username, p: password },
  );
type Hub = { id: number; status: string; last_sync: string | null };

describe('hub sync', () => {
  it('syncs a hub with its credentials, refuses wrong ones, and shows both in the hub log', async () => {
    const listed = await admin.gql<{ hubs: { items: Hub[] } }>('{ hubs { items { id status last_sync } } }');
    const hub = listed.data?.hubs.items[0] as Hub;
    expect(hub).toBeDefined();
    const refused = await admin.gql(SYNC, { id: hub.id, u: 'admin', p: 'falsch' });
    expect(refused.errors[0]?.extensions?.code).toBe('HUB_LOGIN_FAILED');
    const synced = await admin.gql<{ syncHub: { status: string; last_sync: string } }>(SYNC, {
      id: hub.id,
      u: 'admin',
      p: 'hub-admin',
    });
    expect(synced.errors).toEqual([]);
    expect(synced.data?.syncHub).toMatchObject({ hub_id: hub.id, status: 'Ready', last_sync: expect.any(String) });
    // The hub's row follows through the hub.sync event.
    await vi.waitFor(async () => {
      const again = await admin.gql<{ hub: Hub }>('query($id: Int!) { hub(id: $id) { id status last_sync } }', {
        id: hub.id,
      });
      expect(again.data?.hub).toMatchObject({ status: 'Ready', last_sync: synced.data?.syncHub.last_sync });
    });
    const logs = await admin.gql<{ hubLogs: { level: string; text: string }[] }>(
      'query($id: Int!) { hubLogs(id: $id) { at level text } }',
      { id: hub.id },
    );
    expect(logs.data?.hubLogs.map((l) => `${l.level} ${l.text}`)).toEqual([
      'warn login refused for admin',
      'info login admin',
      expect.stringMatching(/^info sync started: \d+ devices$/),
      'info sync done',
    ]);
  });

  it('says a silent hub does not answer, and knows no hub that is not there', async () => {
    const listed = await admin.gql<{ hubs: { items: Hub[] } }>('{ hubs { items { id } } }');
    const hub = listed.data?.hubs.items[0] as Hub;
    await sim.control.silence({ hub_id: hub.id, silent: true });
    const silent = await admin.gql(SYNC, { id: hub.id, u: 'admin', p: 'hub-admin' });
    expect(silent.errors[0]?.extensions?.code).toBe('HUB_UNREACHABLE');
    await sim.control.silence({ hub_id: hub.id, silent: false });
    const none = await admin.gql(SYNC, { id: 249, u: 'admin', p: 'hub-admin' });
    expect(none.errors[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps the hub’s login sealed, syncs with it, never gives the password back', async () => {
    const listed = await admin.gql<{ hubs: { items: Hub[] } }>('{ hubs { items { id } } }');
    const hub = listed.data?.hubs.items[0] as Hub;
    expect((await readCredentials(hub.id)).data?.hubCredentials).toMatchObject({ username: '', has_password: false });
    // Nothing typed, nothing stored.
    expect((await admin.gql(SYNC, { id: hub.id })).errors[0]?.extensions?.code).toBe('HUB_CREDENTIALS_MISSING');
    const missing = await setCredentials(hub.id, 'admin', null);
    expect(missing.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'password' });

    const set = await setCredentials(hub.id, 'admin', 'hub-admin');
    expect(set.errors).toEqual([]);
    expect(set.data?.setHubCredentials).toMatchObject({ hub_id: hub.id, username: 'admin', has_password: true });
    expect(JSON.stringify(set)).not.toContain('hub-admin');
    // Sealed at rest, and not in the audit either.
    const db = server.app.database.db;
    const [row] = await db.select().from(hubCredentials).where(eq(hubCredentials.hub_id, hub.id));
    expect(row?.password).toMatch(/^v1:/);
    expect(row?.password).not.toContain('hub-admin');
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity, 'hub_credentials'));
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain('hub-admin');

    // The sync takes the stored login: the hub's own log says who logged in.
    const synced = await admin.gql<{ syncHub: { status: string } }>(SYNC, { id: hub.id });
    expect(synced.errors).toEqual([]);
    expect(synced.data?.syncHub.status).toBe('Ready');
    // A new username with the password left empty keeps the stored password.
    expect((await setCredentials(hub.id, 'technik', null)).data?.setHubCredentials).toMatchObject({
      username: 'technik',
      has_password: true,
    });
    const refused = await admin.gql(SYNC, { id: hub.id });
    expect(refused.errors[0]?.extensions?.code).toBe('HUB_LOGIN_FAILED');
    // Typed credentials take the stored ones' place for one sync, and are kept when asked to.
    expect((await admin.gql(SYNC, { id: hub.id, u: 'admin', p: 'hub-admin' })).errors).toEqual([]);
    expect((await readCredentials(hub.id)).data?.hubCredentials.username).toBe('technik');
    expect((await admin.gql(SYNC, { id: hub.id, u: 'admin', p: 'hub-admin', r: true })).errors).toEqual([]);
    expect((await readCredentials(hub.id)).data?.hubCredentials.username).toBe('admin');
    expect((await admin.gql(SYNC, { id: hub.id })).errors).toEqual([]);
    const logs = await admin.gql<{ hubLogs: { text: string }[] }>('query($id: Int!) { hubLogs(id: $id) { text } }', {
      id: hub.id,
    });
    expect(logs.data?.hubLogs.map((l) => l.text)).toContain('login refused for technik');

    const cleared = await admin.gql<{ clearHubCredentials: Credentials }>(
      `mutation($id: Int!) { clearHubCredentials(id: $id) { ${CREDENTIALS} } }`,
      { id: hub.id },
    );
    expect(cleared.data?.clearHubCredentials).toMatchObject({ username: '', has_password: false });
    expect((await admin.gql(SYNC, { id: hub.id })).errors[0]?.extensions?.code).toBe('HUB_CREDENTIALS_MISSING');
  });

  it('keeps each system’s hub logins apart', async () => {
    const [other] = await addSystems(server, ['Haus Birke']);
    const db = server.app.database.db;
    // The other system's hub has the same id as this system's first hub.
    const listed = await admin.gql<{ hubs: { items: Hub[] } }>('{ hubs { items { id } } }');
    const hub = listed.data?.hubs.items[0] as Hub;
    await db
      .insert(hubs)
      .values({ system_id: other as number, id: hub.id, name: 'HUB-B', ip: '10.9.0.1', type: 'Radio' });
    admin.system = String(other).padStart(2, '0');
    try {
      expect((await setCredentials(hub.id, 'birke', 'birke-pass')).errors).toEqual([]);
    } finally {
      admin.system = String(systemId).padStart(2, '0');
    }
    // This system's hub of the same id has no login; the other's is its own.
    expect((await readCredentials(hub.id)).data?.hubCredentials).toMatchObject({ username: '', has_password: false });
    const rows = await db.select().from(hubCredentials).where(eq(hubCredentials.hub_id, hub.id));
    expect(rows.map((r) => [r.system_id, r.username])).toEqual([[other, 'birke']]);
    // A hub no system of the actor's has: not found.
    expect((await readCredentials(249)).errors[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
