import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systemTreeNodes } from '../src/db/schema/index';
import { DEFAULT_ROLE } from '../src/modules/roles/default-roles';
import { linkSystem, startTestSimulator } from './call-system';
import { type TestClient, take } from './client';
import { startServer, type TestServer } from './harness';
import { setUpAdmin, userWith } from './seed';

let server: TestServer;
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
let admin: TestClient;
let systemId: number;

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

const NODE = `query($id: Int!) { systemTreeNode(id: $id) {
  node { id kind name section_id item_state text_long }
  section { id name }
  open_calls { id call_type_id }
  parents { id kind }
  children { id }
} }`;

type NodeDetail = {
  systemTreeNode: {
    node: { id: number; kind: string; item_state: string };
    section: { id: number } | null;
    open_calls: { id: number; call_type_id: number }[];
    parents: { kind: string }[];
  } | null;
};

describe('the imported system tree and device actions', () => {
  it('imports the configurator tree on first contact, with parents up the chain and open calls', async () => {
    await sim.control.press(23, 'alert');
    await vi.waitFor(async () => {
      const res = await admin.gql<NodeDetail>(NODE, { id: 23 });
      expect(res.data?.systemTreeNode?.open_calls).toHaveLength(1);
    });
    const res = await admin.gql<NodeDetail>(NODE, { id: 23 });
    const detail = res.data?.systemTreeNode;
    expect(detail?.node).toMatchObject({ id: 23, item_state: 'imported' });
    expect(detail?.section).not.toBeNull();
    expect(detail?.parents.length).toBeGreaterThan(0);
    expect(detail?.parents.at(-1)?.kind).toBe('building');
    expect((await admin.gql<NodeDetail>(NODE, { id: 99999 })).data).toEqual({ systemTreeNode: null });
  });

  it('closes calls with EndCalls for a user with the remote-close role, and refuses visitors and others', async () => {
    const END = `mutation { deviceAction(input: { action: "end calls", deviceID: 23 }) { success closed_calls } }`;
    const visitor = server.client();
    visitor.system = admin.system;
    expect((await visitor.gql(END)).errors[0]?.extensions?.code).toBe('MISSING_AUTH');
    const nurse = await userWith(server, admin, 'nurse', ['calllog::use_module']);
    nurse.system = admin.system;
    const mute = await nurse.gql('mutation { deviceAction(input: { action: "Mute", deviceID: 23 }) { success } }');
    expect(mute.errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    const bad = await nurse.gql('mutation { deviceAction(input: { action: "Explode", deviceID: 23 }) { success } }');
    expect(bad.errors[0]?.extensions).toMatchObject({ validation: true, field: 'action' });

    // Closing from the console is visuals::remote_close_calls (ADR 0018): a nurse without it may not.
    expect((await nurse.gql(END)).errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    expect(await server.app.services.calls.openCalls(systemId)).toHaveLength(1);
    // With the default role, where the section allows manual closing and the device does not forbid it, she may.
    const me = await nurse.gql<{ authUser: { id: number; roles: number[] } }>('{ authUser { id roles } }');
    const staff = await admin.gql<{ roles: { items: { id: number }[] } }>(
      `{ roles(filter: { search: "${DEFAULT_ROLE.name}" }) { items { id } } }`,
    );
    const roleIds = [...(me.data?.authUser.roles ?? []), staff.data?.roles.items[0]?.id];
    const given = await admin.gql(
      `mutation($ids: [Int!]) { updateUser(id: ${me.data?.authUser.id}, data: { role_ids: $ids }) { id } }`,
      { ids: roleIds },
    );
    expect(given.errors).toEqual([]);
    const res = await nurse.gql<{ deviceAction: { success: boolean; closed_calls: number[] } }>(END);
    expect(res.errors).toEqual([]);
    expect(res.data?.deviceAction.closed_calls).toHaveLength(1);
    await vi.waitFor(async () => expect(await server.app.services.calls.openCalls(systemId)).toEqual([]));
  });

  it('keeps device values the configurator reports', async () => {
    const res = await fetch(`${sim.sim.url}/sim/device`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}`,
      },
      body: JSON.stringify({ device_id: 10, battery: 17 }),
    });
    expect(res.status).toBe(200);
    await vi.waitFor(async () => {
      const node = await admin.gql<{ systemTreeNode: { node: { battery: number } } }>(
        'query { systemTreeNode(id: 10) { node { battery } } }',
      );
      expect(node.data?.systemTreeNode.node.battery).toBe(17);
    });
  });

  it('passes radios a hub printer detects to the consoles polling it, and refuses those without the permission', async () => {
    const PRINTER = `subscription { hubPrinterMessages {
      address error system_tree_node { id kind name parent_name } } }`;
    type Printed = {
      hubPrinterMessages: { address: string; system_tree_node: { id: number; kind: string } | null };
    };
    const [radio] = await server.app.database.db
      .select({ id: systemTreeNodes.id })
      .from(systemTreeNodes)
      .where(
        and(eq(systemTreeNodes.system_id, systemId), eq(systemTreeNodes.kind, 'radio'), isNotNull(systemTreeNodes.mac)),
      )
      .limit(1);
    if (!radio) throw new Error('the simulated site has no radio with a MAC');
    const socket = admin.socket();
    const got: Printed[] = [];
    const done = take<Printed>(socket, PRINTER, 1, { onNext: (m) => got.push(m) });
    // The subscription is live once the server has registered it; until a message arrives, ask again.
    await vi.waitFor(
      async () => {
        await sim.control.hubPrinter({ device_id: radio.id });
        expect(got).toHaveLength(1);
      },
      { timeout: 10_000, interval: 200 },
    );
    const [message] = await done;
    expect(message?.hubPrinterMessages.system_tree_node).toMatchObject({ id: radio.id, kind: 'radio' });
    expect(message?.hubPrinterMessages.address).toMatch(/^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/i);
    await socket.dispose();

    const nurse = await userWith(server, admin, 'printer-nurse', ['calllog::use_module']);
    nurse.system = admin.system;
    const refused = nurse.socket();
    await expect(take(refused, PRINTER, 1)).rejects.toThrow(/MISSING_PERMISSION|permission/i);
    await refused.dispose();
  });
});
