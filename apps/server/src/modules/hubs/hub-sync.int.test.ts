import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkSystem, startTestSimulator } from '../../../test/call-system';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { setUpAdmin } from '../../../test/seed';

// Hub sync with credentials and the hub logs (spec part 1 §2; ADR 0045 "Hubs"), the simulator playing the
// hubs behind the configurator (it accepts admin / hub-admin).

let server: TestServer;
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
let admin: TestClient;

beforeAll(async () => {
  sim = await startTestSimulator();
  server = await startServer();
  admin = await setUpAdmin(server);
  const systemId = await linkSystem(server, sim.sim.port);
  admin.system = String(systemId).padStart(2, '0');
  await vi.waitFor(() => expect(server.app.services.links.status(systemId)?.state).toBe('ready'), { timeout: 10_000 });
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

const SYNC = `mutation($id: Int!, $u: String!, $p: String!) { syncHub(id: $id, username: $u, password: $p) {
  hub_id status last_sync devices } }`;
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
});
