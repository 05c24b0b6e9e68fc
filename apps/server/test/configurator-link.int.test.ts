import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from '../src/db/schema/index';
import { startTestSimulator } from './call-system';
import { type TestClient, take } from './client';
import { ADMIN_PASSWORD } from './fixtures';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
let admin: TestClient;

beforeAll(async () => {
  sim = await startTestSimulator();
  server = await startServer();
  admin = server.client();
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

const CREATE = `mutation($ip: String!, $password: String!) {
  createInitialConfigurator(ip: $ip, password: $password) { id ip tcp_port username password has_password version }
}`;
const STATE = '{ systemParams { items { id link_state link_error } } }';
const linkState = async () =>
  (await admin.gql<{ systemParams: { items: { link_state: string }[] } }>(STATE)).data?.systemParams.items[0]
    ?.link_state;

describe('setup step 3 and the configurator link', () => {
  it('maps a refused password to the password field and an unreachable address to the ip field', async () => {
    const wrong = await admin.gql(CREATE, { ip: `127.0.0.1:${sim.sim.port}`, password: 'nope' });
    expect(wrong.errors[0]?.message).toMatch(/failed to fetch firmware version.*Unauthorized/);
    expect(wrong.errors[0]?.extensions).toMatchObject({
      validation: true,
      field: 'password',
      key: 'wrong_credentials',
    });

    const away = await admin.gql(CREATE, { ip: '127.0.0.1:1', password: 'admin' });
    expect(away.errors[0]?.message).toMatch(/failed to fetch firmware version/);
    expect(away.errors[0]?.message).not.toMatch(/Unauthorized/);
    expect(away.errors[0]?.extensions).toMatchObject({ field: 'ip', key: 'connection_error' });
  });

  it('stores the configurator (password never sent back) and links to it', async () => {
    const res = await admin.gql(CREATE, { ip: `127.0.0.1:${sim.sim.port}`, password: 'admin' });
    expect(res.errors).toEqual([]);
    expect(res.data).toEqual({
      createInitialConfigurator: {
        id: expect.any(Number),
        ip: '127.0.0.1',
        tcp_port: sim.sim.port,
        username: 'admin',
        password: null,
        has_password: true,
        version: expect.any(String),
      },
    });
    await admin.gql('mutation($p: String!) { createInitialUser(password: $p) { id } }', { p: ADMIN_PASSWORD });
    await vi.waitFor(async () => expect(await linkState()).toBe('ready'), { timeout: 10_000 });
  });

  it('refuses a second configurator beyond the license', async () => {
    const res = await admin.gql(
      'mutation { createSystemParam(data: { name: "Zweites Haus", ip: "10.0.0.2" }) { id } }',
    );
    expect(res.errors[0]?.extensions).toMatchObject({
      validation: true,
      field: 'license',
      key: 'license_limit',
      data: { max: 1 },
    });
    const bad = await admin.gql(
      'mutation { updateSystemParam(id: 1, data: { ip: "10.0.0.256", night_start: 1500 }) { id } }',
    );
    expect(bad.errors.map((e) => `${e.extensions?.field}:${e.extensions?.key}`)).toEqual([
      'ip:invalid_ipv4',
      'night_start:between',
    ]);
  });

  it('goes offline within 10 s when the configurator dies, tells the consoles, and recovers without losing a call', async () => {
    const [{ id: systemId = 0 } = {}] =
      (await admin.gql<{ systemParams: { items: { id: number }[] } }>(STATE)).data?.systemParams.items ?? [];
    await sim.control.press(23, 'alert');
    await vi.waitFor(async () => expect(await server.app.services.calls.openCalls(systemId)).toHaveLength(1));
    const [before] = await server.app.services.calls.openCalls(systemId);

    const socket = admin.socket();
    const offlineMessage = take<{ systemMessages: { subject: string; payload: { state: string } } }>(
      socket,
      'subscription { systemMessages { subject payload } }',
      1,
      { filter: (m) => m.systemMessages.subject === 'link.state' && m.systemMessages.payload.state === 'offline' },
    );
    const killedAt = Date.now();
    const { port, dir } = { port: sim.sim.port, dir: sim.dir };
    await sim.close(true);
    await offlineMessage;
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(await linkState()).toBe('offline');
    await socket.dispose();

    // Back on the same port and state; meanwhile the call was closed there and another opened.
    sim = await startTestSimulator({ port, stateDir: dir });
    await sim.control.press(23, 'alert');
    await sim.control.press(24, 'presence');
    await vi.waitFor(async () => expect(await linkState()).toBe('ready'), { timeout: 15_000 });
    await vi.waitFor(async () => {
      const open = await server.app.services.calls.openCalls(systemId);
      expect(open.map((c) => [c.system_tree_node_id, c.call_type_id])).toEqual([[24, 6]]);
    });
    const rows = await server.app.database.db.select().from(calls);
    expect(rows.find((r) => r.id === before?.id)).toMatchObject({ is_closed: true });
  });

  it('shows a refused password as unauthorized', async () => {
    const res = await admin.gql('mutation { updateSystemParam(id: 1, data: { password: "wrong" }) { id } }');
    expect(res.errors).toEqual([]);
    await vi.waitFor(async () => expect(await linkState()).toBe('unauthorized'), { timeout: 10_000 });
  });
});
