import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildLicense } from '../../../test/fixtures';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import { displayDevices, systemTreeNodes } from '../../db/schema/index';

// The licence page's server side (issue 16 item 2): what is used beside the limits, and replacing the licence.

const USAGE = '{ licenseUsage { devices visuals app_clients systems } }';
const ACTIVATE =
  'mutation($c: String!, $k: String!) { activateLicense(customer: $c, code: $k) { id name limits { devices } } }';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
});
afterAll(() => server.close());

describe('licenseUsage', () => {
  it('refuses visitors and users without admin::manage_system', async () => {
    expect((await server.client().gql(USAGE)).errors[0]?.extensions?.code).toBe('MISSING_AUTH');
    const reader = await userWith(server, admin, 'reader', ['admin::use_module']);
    expect((await reader.gql(USAGE)).errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  });

  it('counts devices of every system, approved wall displays and configurators', async () => {
    const [a, b] = await addSystems(server, ['Sonnenhof', 'Linde']);
    if (a === undefined || b === undefined) throw new Error('no systems');
    const db = server.app.database.db;
    await db.insert(systemTreeNodes).values([
      { system_id: a, id: 1, kind: 'room', name: 'Zimmer 1' },
      { system_id: a, id: 2, kind: 'radio', name: 'Medaillon', parent_id: 1 },
      { system_id: a, id: 3, kind: 'wired', name: 'Zugtaster', parent_id: 1 },
      { system_id: b, id: 1, kind: 'device', name: 'Terminal' },
      { system_id: b, id: 2, kind: 'radio', name: 'Gelöscht', item_state: 'deleted' },
    ]);
    await db.insert(displayDevices).values([
      { token_hash: 'a', name: 'Stationszimmer', status: 'approved' },
      { token_hash: 'b', name: 'Flur', status: 'pending' },
      { token_hash: 'c', name: 'Alt', status: 'revoked' },
    ]);

    const reply = await admin.gql<{ licenseUsage: Record<string, number> }>(USAGE);
    expect(reply.errors).toEqual([]);
    expect(reply.data?.licenseUsage).toEqual({ devices: 3, visuals: 1, app_clients: 0, systems: 2 });
  });

  it('replaces the licence in force with a new signed code; a bad code changes nothing', async () => {
    const first = buildLicense({ id: 4101, limits: { devices: 10, visuals: 2, app_clients: 0, systems: 2 } });
    const second = buildLicense({
      id: 4102,
      name: 'Grösser',
      limits: { devices: 100, visuals: 5, app_clients: 5, systems: 3 },
    });
    expect((await admin.gql(ACTIVATE, { c: first.customer, k: first.code })).errors).toEqual([]);

    const forged = await admin.gql(ACTIVATE, { c: second.customer, k: `${second.code.slice(0, -4)}AAAA` });
    expect(forged.errors[0]?.message).toMatch(/^activation failed: /);
    expect((await admin.gql<{ license: { id: number } }>('{ license { id } }')).data?.license.id).toBe(4101);

    const replaced = await admin.gql(ACTIVATE, { c: second.customer, k: second.code });
    expect(replaced.data).toEqual({ activateLicense: { id: 4102, name: 'Grösser', limits: { devices: 100 } } });
    expect((await admin.gql<{ license: { id: number } }>('{ license { id } }')).data?.license.id).toBe(4102);
  });
});
