import { formatSystemId } from '@wardlight/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index';
import { MAX_PENDING_DISPLAYS } from '../src/modules/display-devices/display-devices.service';
import { type TestClient, take } from './client';
import { startServer, type TestServer } from './harness';
import { addSystems, setUpAdmin, userWith } from './seed';

// Enrolled displays (ADR 0022): with the global setting on, care data needs an approved device token.
let server: TestServer;
let admin: TestClient;
let system: string;

const OPEN_CALLS = '{ openCalls { id } }';
const FEED = 'subscription { onCallsChanged { seq } }';
const codes = (errors: { extensions?: Record<string, unknown> }[]) => errors.map((e) => e.extensions?.code);

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  system = formatSystemId((await addSystems(server, ['Haus Linde']))[0] ?? 0);
  admin.system = system;
});
afterAll(() => server.close());

function visitor(token: string | null = null): TestClient {
  const client = server.client();
  client.system = system;
  client.displayToken = token;
  return client;
}

async function requireEnrolment(on: boolean): Promise<void> {
  const res = await admin.gql(
    'mutation($on: Boolean) { updateGlobalSettings(data: { displays_require_enrolment: $on }) { displays_require_enrolment } }',
    { on },
  );
  expect(res.errors).toEqual([]);
}

/** A new display's token and id, asked for as a visitor. */
async function enrol(name: string): Promise<{ token: string; id: number }> {
  const res = await visitor().gql<{ requestDisplayEnrolment: { token: string; device_id: number } }>(
    'mutation($n: String!) { requestDisplayEnrolment(name: $n) { token device_id } }',
    { n: name },
  );
  expect(res.errors).toEqual([]);
  const out = res.data?.requestDisplayEnrolment;
  if (!out) throw new Error('no enrolment');
  return { token: out.token, id: out.device_id };
}

async function decide(action: 'approve' | 'revoke' | 'delete', ids: number[], by = admin) {
  const selection = action === 'delete' ? '' : ' { id status }';
  return by.gql(`mutation($ids: [Int!]!) { ${action}DisplayDevices(ids: $ids)${selection} }`, { ids });
}

describe('display enrolment', () => {
  it('keeps displays public while the setting is off (the spec default)', async () => {
    const res = await visitor().gql(OPEN_CALLS);
    expect(res.errors).toEqual([]);
    expect(res.data).toEqual({ openCalls: [] });
    const state = await visitor().gql('{ displayEnrolment { required device_id status } }');
    expect(state.data).toEqual({ displayEnrolment: { required: false, device_id: null, status: null } });
  });

  it('refuses visitors without an approved token, over HTTP and the socket; staff are unaffected', async () => {
    await requireEnrolment(true);
    const pending = await enrol('Flur 2');
    for (const client of [visitor(), visitor(pending.token), visitor('made-up token')]) {
      expect(codes((await client.gql(OPEN_CALLS)).errors)).toEqual(['DISPLAY_NOT_ENROLLED']);
      const socket = client.socket();
      await expect(take(socket, FEED, 1)).rejects.toThrow('DISPLAY_NOT_ENROLLED');
      await socket.dispose();
    }
    // What the display page needs to show its notice stays open.
    const state = await visitor(pending.token).gql(
      '{ displayEnrolment { required device_id status } globalSettings { locale } }',
    );
    expect(state.errors).toEqual([]);
    expect(state.data?.displayEnrolment).toEqual({ required: true, device_id: pending.id, status: 'pending' });

    expect((await admin.gql(OPEN_CALLS)).errors).toEqual([]);
    const staffSocket = admin.socket();
    expect(await take(staffSocket, FEED, 1)).toHaveLength(1);
    await staffSocket.dispose();
  });

  it('lets an approved display in, and closes its socket when it is revoked', async () => {
    await requireEnrolment(true);
    const display = await enrol('Stationszimmer');
    await decide('approve', [display.id]);
    const client = visitor(display.token);
    expect((await client.gql(OPEN_CALLS)).errors).toEqual([]);

    const socket = client.socket();
    const closed = new Promise<unknown>((resolve) => socket.on('closed', resolve));
    expect(await take(socket, FEED, 1)).toHaveLength(1);
    // Caught at once: the close may reject it before the socket's own close event is awaited below.
    const feed = take(socket, FEED, 2).then(
      () => null,
      (error: unknown) => error,
    );
    await decide('revoke', [display.id]);
    // The socket closes as a user's does whose access changed; the display then meets the guard again.
    expect(await closed).toMatchObject({ code: 4403 });
    expect(await feed).toMatchObject({ code: 4403 });
    await socket.dispose();
    expect(codes((await client.gql(OPEN_CALLS)).errors)).toEqual(['DISPLAY_NOT_ENROLLED']);

    const audit = await server.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(display.id)));
    expect(audit.filter((a) => a.entity === 'display_device').map((a) => [a.action, a.user_name, a.change])).toEqual([
      ['created', null, null],
      ['updated', 'admin', { from: 'pending', to: 'approved' }],
      ['updated', 'admin', { from: 'approved', to: 'revoked' }],
    ]);
  });

  it('closes the sockets of visitors without a token when enrolment is switched on', async () => {
    await requireEnrolment(false);
    const socket = visitor().socket();
    const closed = new Promise<unknown>((resolve) => socket.on('closed', resolve));
    expect(await take(socket, FEED, 1)).toHaveLength(1);
    await requireEnrolment(true);
    expect(await closed).toMatchObject({ code: 4403 });
    await socket.dispose();
  });

  it('lists displays for administrators only, with who decided and where they were seen', async () => {
    const display = await enrol('Eingang');
    const list =
      '{ displayDevices(filter: { search: "Eingang" }) { total items { id name status last_address decided_by_name } } }';
    const plain = await userWith(server, admin, 'nurse', ['display::manage_display_profiles']);
    expect(codes((await plain.gql(list)).errors)).toEqual(['MISSING_PERMISSION']);
    expect(codes((await decide('approve', [display.id], plain)).errors)).toEqual(['MISSING_PERMISSION']);
    expect(codes((await visitor(display.token).gql(list)).errors)).toEqual(['MISSING_AUTH']);

    await decide('approve', [display.id]);
    const res = await admin.gql<{ displayDevices: { total: number; items: Record<string, unknown>[] } }>(list);
    expect(res.data?.displayDevices).toEqual({
      total: 1,
      items: [
        { id: display.id, name: 'Eingang', status: 'approved', last_address: '127.0.0.1', decided_by_name: 'admin' },
      ],
    });
    expect((await decide('delete', [display.id])).data).toEqual({ deleteDisplayDevices: [display.id] });
    const gone = await visitor(display.token).gql('{ displayEnrolment { device_id status } }');
    expect(gone.data).toEqual({ displayEnrolment: { device_id: null, status: null } });
  });

  it('bounds the waiting displays and the name', async () => {
    const empty = await visitor().gql('mutation { requestDisplayEnrolment(name: "") { device_id } }');
    expect(empty.errors[0]?.extensions).toMatchObject({ field: 'name', key: 'required' });
    const list = await admin.gql<{ displayDevices: { total: number } }>(
      '{ displayDevices(filter: { status: "pending" }) { total } }',
    );
    const waiting = list.data?.displayDevices.total ?? 0;
    for (let i = waiting; i < MAX_PENDING_DISPLAYS; i++) await enrol(`Display ${i}`);
    const refused = await visitor().gql('mutation { requestDisplayEnrolment(name: "one too many") { device_id } }');
    expect(codes(refused.errors)).toEqual(['DISPLAY_ENROLMENT_FULL']);
    const after = await admin.gql<{ displayDevices: { total: number } }>(
      '{ displayDevices(filter: { status: "pending" }) { total } }',
    );
    expect(after.data?.displayDevices.total).toBe(MAX_PENDING_DISPLAYS);
  });
});
