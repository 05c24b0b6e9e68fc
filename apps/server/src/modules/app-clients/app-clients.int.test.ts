import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildLicense } from '../../../test/fixtures';
import { appClientLinks, appClients, appUsers, auditLog } from '../../db/schema/index';
import { type ConsoleStack, issuesOf, ok, startConsoleStack } from '../console-entities/console-entities-test-kit';

// App clients beyond the kit's API test: the pairing code, unpairing, connected and reachability, the
// licence's limit.

let env: ConsoleStack;
const published: number[][] = [];
beforeAll(async () => {
  env = await startConsoleStack({ licensed: true });
  env.server.app.services.bus.on('phonesChanged', ({ client_ids }) => published.push(client_ids));
});
afterAll(() => env.close());

const FIELDS = 'id name state pairing_token pairing_expires_at is_connected reachability app_user { name }';
const CREATE = `mutation($d: AppClientInput!) { createAppClient(data: $d) { ${FIELDS} } }`;
const GET = `query($id: Int!) { appClient(id: $id) { ${FIELDS} } }`;

interface Client {
  id: number;
  state: string;
  pairing_token: string | null;
  pairing_expires_at: string | null;
  is_connected: boolean;
  reachability: number;
  app_user: { name: string } | null;
}

async function create(name: string): Promise<Client> {
  const data = await ok<{ createAppClient: Client }>(env.admin, CREATE, {
    d: { name, server_url: 'https://10.0.0.5', phone_number: '+41 79 1' },
  });
  return data.createAppClient;
}
const get = async (id: number) => (await ok<{ appClient: Client }>(env.admin, GET, { id })).appClient;
const db = () => env.server.app.database.db;

describe('an app client', () => {
  it('is created unpaired with a URL-safe pairing code valid for 24 hours', async () => {
    const before = Date.now();
    const client = await create('Telefon Nord');
    expect(client.state).toBe('unpaired');
    expect(client.pairing_token).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const expires = Date.parse(client.pairing_expires_at ?? '');
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3_600_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(await get(client.id)).toMatchObject({ is_connected: false, reachability: 0, app_user: null });
    // The audit log names the code without it.
    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, 'app_client'));
    expect(JSON.stringify(audit)).not.toContain(client.pairing_token);
  });

  it('gets a new code on request, and none while paired', async () => {
    const client = await create('Telefon Süd');
    const renew = `mutation { renewAppClientPairing(id: ${client.id}) { ${FIELDS} } }`;
    const renewed = (await ok<{ renewAppClientPairing: Client }>(env.admin, renew)).renewAppClientPairing;
    expect(renewed.pairing_token).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(renewed.pairing_token).not.toBe(client.pairing_token);

    await db().update(appClients).set({ state: 'paired', device_token_hash: 'x' }).where(eq(appClients.id, client.id));
    expect((await get(client.id)).pairing_token).toBeNull();
    expect(issuesOf(await env.admin.gql(renew))).toEqual(['state:invalid_value']);
  });

  it('is unpaired: revoked, signed out and its sockets told', async () => {
    const client = await create('Telefon Ost');
    const [user] = await db()
      .insert(appUsers)
      .values({ system_id: env.systems[0] ?? 0, name: 'anna', password_hash: 'x' })
      .returning();
    await db()
      .update(appClients)
      .set({
        state: 'paired',
        device_token_hash: 'device',
        session_token_hash: 'session',
        app_user_id: user?.id ?? null,
        last_contact_at: new Date(Date.now() - 5_000),
      })
      .where(eq(appClients.id, client.id));
    expect(await get(client.id)).toMatchObject({ state: 'paired', is_connected: true, app_user: { name: 'anna' } });

    published.length = 0;
    await ok(env.admin, `mutation { unpairAppClient(id: ${client.id}) { id } }`);
    // On PostgreSQL the bus is NOTIFY: it comes back a moment after the mutation answered.
    await vi.waitFor(() => expect(published).toEqual([[client.id]]));
    const [row] = await db().select().from(appClients).where(eq(appClients.id, client.id));
    expect(row).toMatchObject({
      state: 'revoked',
      device_token_hash: null,
      session_token_hash: null,
      app_user_id: null,
      pairing_token: null,
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(client.id)));
    expect(audit.find((a) => a.field === 'state')?.change).toEqual({ from: 'paired', to: 'revoked' });

    // A revoked phone may be paired again with a new code.
    const renewed = await ok<{ renewAppClientPairing: Client }>(
      env.admin,
      `mutation { renewAppClientPairing(id: ${client.id}) { state pairing_token } }`,
    );
    expect(renewed.renewAppClientPairing.state).toBe('unpaired');
    // The renewal tells the sockets too; on PostgreSQL its NOTIFY may come after the mutation answered.
    await vi.waitFor(() => expect(published).toEqual([[client.id], [client.id]]));

    published.length = 0;
    await ok(env.admin, `mutation { deleteAppClients(ids: [${client.id}]) }`);
    await vi.waitFor(() => expect(published).toEqual([[client.id]]));
  });

  it('counts as connected for 60 seconds after its last contact', async () => {
    const client = await create('Telefon West');
    await db()
      .update(appClients)
      .set({ last_contact_at: new Date(Date.now() - 61_000) })
      .where(eq(appClients.id, client.id));
    expect((await get(client.id)).is_connected).toBe(false);
  });

  it('is reachable for the share of the last 14 days its links cover, an open one up to now', async () => {
    const client = await create('Telefon Mitte');
    const day = 86_400_000;
    const now = Date.now();
    await db()
      .insert(appClientLinks)
      .values([
        // Before the window: counts only from its start (1 day of it).
        { client_id: client.id, connected_at: new Date(now - 15 * day), disconnected_at: new Date(now - 13 * day) },
        { client_id: client.id, connected_at: new Date(now - 10 * day), disconnected_at: new Date(now - 9 * day) },
        // Still connected: 1 day so far.
        { client_id: client.id, connected_at: new Date(now - day), disconnected_at: null },
      ]);
    const { reachability } = await get(client.id);
    expect(reachability).toBeCloseTo((3 / 14) * 100, 0);
  });

  it('refuses a server URL without its scheme or on the loopback, with the spec messages keys', async () => {
    const without = await env.admin.gql(CREATE, { d: { name: 'A', server_url: 'wardlight.heim' } });
    expect(issuesOf(without)).toEqual(['server_url:url_scheme_required']);
    const local = await env.admin.gql(CREATE, { d: { name: 'B', server_url: 'http://127.0.0.1:3000' } });
    expect(issuesOf(local)).toEqual(['server_url:url_not_local']);
    const permission = await env.admin.gql(CREATE, {
      d: { name: 'C', server_url: 'https://10.0.0.5', permissions: ['accept', 'fly'] },
    });
    expect(issuesOf(permission)).toEqual(['permissions[1]:invalid_value']);
  });
});

describe('the licence', () => {
  it("keeps paired phones and valid codes within its app_clients, across the installation's systems", async () => {
    await db().delete(appClients);
    const licence = buildLicense({ id: 1002, limits: { devices: 500, visuals: 20, app_clients: 2, systems: 3 } });
    await ok(
      env.admin,
      `mutation { activateLicense(customer: "${licence.customer}", code: "${licence.code}") { id } }`,
    );
    const first = await create('Eins');
    await create('Zwei');
    const third = await env.admin.gql(CREATE, { d: { name: 'Drei', server_url: 'https://10.0.0.5' } });
    expect(third.errors[0]?.extensions).toMatchObject({ field: 'license', key: 'license_limit', data: { max: 2 } });

    // An expired code frees its place; renewing it takes the place again.
    await db()
      .update(appClients)
      .set({ pairing_expires_at: new Date(Date.now() - 1000) })
      .where(eq(appClients.id, first.id));
    await create('Drei');
    const renew = await env.admin.gql(`mutation { renewAppClientPairing(id: ${first.id}) { id } }`);
    expect(issuesOf(renew)).toEqual(['license:license_limit']);
  });
});
