import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '../../../test/client';
import { userWith } from '../../../test/seed';
import { codeOf, type EditStack, issuesOf, ok, startEditStack } from '../config-edit/config-edit-test-kit';
import { activateLicence } from './tree-test-kit';

let env: EditStack;
let admin: TestClient;

beforeAll(async () => {
  env = await startEditStack();
  admin = env.admin;
  // Devices need a licence that allows them (spec part 1 §3: none without one).
  await activateLicence(admin);
});
afterAll(() => env.close());

const FIELDS = 'id kind name parent_id section_id text_short text_long inherit_section inherit_text_long item_state';
const CREATE = `mutation($d: SystemTreeNodeInput!) { createSystemTreeNode(data: $d) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $d: SystemTreeNodeInput!) { updateSystemTreeNode(id: $id, data: $d) { ${FIELDS} } }`;
const DELETE = 'mutation($ids: [Int!]!) { deleteSystemTreeNodes(ids: $ids) }';

interface Node {
  id: number;
  kind: string;
  name: string;
  parent_id: number | null;
  section_id: number | null;
  text_short: string;
  text_long: string;
  item_state: string;
}

async function nodeNamed(name: string): Promise<Node> {
  const data = await ok<{ systemTreeNodes: { items: Node[] } }>(
    admin,
    '{ systemTreeNodes { items { id kind name parent_id section_id text_short text_long item_state } } }',
  );
  const node = data.systemTreeNodes.items.find((n) => n.name === name);
  if (!node) throw new Error(`no node ${name}`);
  return node;
}

const create = async (d: Record<string, unknown>, client = admin) =>
  (await ok<{ createSystemTreeNode: Node }>(client, CREATE, { d })).createSystemTreeNode;
const stagedFor = async (id: number) =>
  (await env.configurator.staged()).changes.find((c) => c.kind === 'system_tree_nodes' && c.id === id);

describe('creating tree nodes stages them on the configurator', () => {
  it('creates a room under a floor in a section, and a radio in it that inherits the section', async () => {
    const floor = await nodeNamed('1. OG');
    const room = await create({
      kind: 'room',
      name: 'Zimmer 105',
      parent_id: floor.id,
      section_id: 1,
      text_long: 'ZIMMER 105',
    });
    expect(room).toMatchObject({ kind: 'room', parent_id: floor.id, section_id: 1, item_state: 'sent' });
    const radio = await create({
      kind: 'radio',
      name: 'Medaillon Zimmer 105',
      parent_id: room.id,
      inherit_section: true,
      text_short: 'M 105',
      inherit_text_long: true,
      number: 1055,
      call_source_id: 3,
      hub_id: 1,
      serial: 'R-2105',
      mac: '00:1B:C5:0A:08:39',
      buttons: ['medallion'],
    });
    expect(radio).toMatchObject({ section_id: 1, text_long: 'ZIMMER 105', item_state: 'sent' });

    expect(await stagedFor(room.id)).toMatchObject({ action: 'created', data: { name: 'Zimmer 105', section_id: 1 } });
    const staged = await stagedFor(radio.id);
    expect(staged).toMatchObject({
      action: 'created',
      data: { kind: 'radio', section_id: 1, text_long: 'ZIMMER 105', serial: 'R-2105' },
    });
    // Console-only fields stay here.
    expect(staged?.data).not.toHaveProperty('inherit_section');

    // A changed text of the room reaches the radio that inherits it, and is staged for both.
    const renamed = await ok<{ updateSystemTreeNode: Node }>(admin, UPDATE, {
      id: room.id,
      d: { text_long: 'ZIMMER 105A' },
    });
    expect(renamed.updateSystemTreeNode.text_long).toBe('ZIMMER 105A');
    expect((await stagedFor(radio.id))?.data).toMatchObject({ text_long: 'ZIMMER 105A' });

    // An element with children cannot be deleted; with its children in the same request it can.
    const refused = await admin.gql(DELETE, { ids: [room.id] });
    expect(issuesOf(refused)).toEqual(['ids:in_use']);
    expect(refused.errors[0]?.extensions?.data).toMatchObject({ reason: 'has_children', id: room.id });
    expect(await ok<{ deleteSystemTreeNodes: number[] }>(admin, DELETE, { ids: [radio.id, room.id] })).toEqual({
      deleteSystemTreeNodes: [room.id, radio.id].sort((a, b) => a - b),
    });
    // Creations the configurator only had staged are simply withdrawn.
    expect(await stagedFor(room.id)).toBeUndefined();
  });

  it('commits a new room and radio: the simulator then holds the radio, and its button raises a call with its texts', async () => {
    const floor = await nodeNamed('2. OG');
    const room = await create({
      kind: 'room',
      name: 'Zimmer 205',
      parent_id: floor.id,
      section_id: 2,
      text_short: 'ZI 205',
    });
    const radio = await create({
      kind: 'radio',
      name: 'Medaillon Zimmer 205',
      parent_id: room.id,
      inherit_section: true,
      inherit_text_short: true,
      text_long: 'MEDAILLON ZI 205',
      number: 2055,
      call_source_id: 3,
      hub_id: 2,
      buttons: ['medallion'],
    });
    const commit = await admin.gql('mutation { commitConfig { status } }');
    expect(commit.errors).toEqual([]);
    await vi.waitFor(
      async () => {
        const config = await env.configurator.config();
        expect(config.system_tree_nodes.find((n) => n.id === radio.id)).toMatchObject({
          section_id: 2,
          text_short: 'ZI 205',
        });
        expect((await nodeNamed('Medaillon Zimmer 205')).item_state).toBe('in_sync');
      },
      { timeout: 15_000 },
    );
    await env.stack.sim.control.press(radio.id, 'medallion');
    await vi.waitFor(async () => {
      const calls = await ok<{
        openCalls: { device_text_short: string; device_text_long: string; section_id: number }[];
      }>(admin, '{ openCalls { device_text_short device_text_long section_id } }');
      expect(calls.openCalls).toContainEqual({
        device_text_short: 'ZI 205',
        device_text_long: 'MEDAILLON ZI 205',
        section_id: 2,
      });
    });
    await env.stack.sim.control.press(radio.id, 'medallion');
  });

  it('refuses what breaks the node rules of spec part 1 §5, with fields', async () => {
    const room = await nodeNamed('Zimmer 101');
    const reply = await admin.gql(CREATE, {
      d: { kind: 'radio', name: 'X', parent_id: room.id, text_short: 'ZIMMER 1', text_long: 'KUECHE UND BAD IM 1. OG' },
    });
    // Umlauts never get this far: the text filter (spec part 1 §5) drops them.
    expect(issuesOf(reply)).toEqual(['text_short:max_length', 'text_long:max_length']);
    const inheriting = await admin.gql(CREATE, {
      d: { kind: 'radio', name: 'Y', parent_id: room.id, inherit_text_short: true },
    });
    expect(issuesOf(inheriting)).toEqual(['text_short:nothing_to_inherit']);
  });

  it('refuses a move under its own descendant, and any edit of a device with open calls', async () => {
    const floor = await nodeNamed('2. OG');
    const room = await nodeNamed('Zimmer 201');
    const moved = await admin.gql(UPDATE, { id: floor.id, d: { parent_id: room.id } });
    expect(issuesOf(moved)).toEqual(['parent_id:invalid_value']);
    expect(moved.errors[0]?.extensions?.data).toEqual({ reason: 'into_itself' });

    await env.stack.sim.control.press(10, 'alert');
    await vi.waitFor(async () => {
      const open = await ok<{ systemTreeNode: { open_calls: unknown[] } }>(
        admin,
        '{ systemTreeNode(id: 10) { open_calls { id } } }',
      );
      expect(open.systemTreeNode.open_calls).toHaveLength(1);
    });
    const locked = await admin.gql(UPDATE, { id: 10, d: { comment: 'Klingel defekt' } });
    expect(locked.errors[0]?.extensions).toMatchObject({
      field: 'comment',
      key: 'invalid_value',
      data: { reason: 'open_calls' },
    });
    await env.stack.sim.control.press(10, 'alert');
  });

  it("keeps a device's routing data while its section is interconnected, and lets a comment change", async () => {
    // The care home's two ward sections are connected to each other (sections 1 and 2).
    const radio = await nodeNamed('Medaillon Rosa Brunner');
    const renumbered = await admin.gql(UPDATE, { id: radio.id, d: { number: 1999 } });
    expect(renumbered.errors[0]?.extensions).toMatchObject({ field: 'number', data: { reason: 'interconnection' } });
    expect((await admin.gql(UPDATE, { id: radio.id, d: { comment: 'Ersatz im Schrank' } })).errors).toEqual([]);
  });
});

describe('sorting', () => {
  it('gives siblings their place as sort order, staged, and refuses nodes of different parents', async () => {
    const floor = await nodeNamed('1. OG');
    const rooms = ['Zimmer 104', 'Zimmer 103', 'Zimmer 102', 'Zimmer 101'];
    const ids = await Promise.all(rooms.map(async (name) => (await nodeNamed(name)).id));
    const sorted = await ok<{ sortSystemTreeNodes: { id: number; sort_order: number }[] }>(
      admin,
      'mutation($ids: [Int!]!) { sortSystemTreeNodes(ids: $ids) { id sort_order } }',
      { ids },
    );
    expect(sorted.sortSystemTreeNodes).toEqual(ids.map((id, i) => ({ id, sort_order: i + 1 })));
    expect((await stagedFor(ids[0] ?? 0))?.data).toMatchObject({ sort_order: 1 });
    const mixed = await admin.gql('mutation($ids: [Int!]!) { sortSystemTreeNodes(ids: $ids) { id } }', {
      ids: [ids[0], floor.id],
    });
    expect(mixed.errors[0]?.extensions?.data).toEqual({ reason: 'not_siblings' });
  });
});

describe('who may change the tree (spec part 1 §6)', () => {
  it('refuses visitors, users without the permission for the kind, and fields guarded by a finer permission', async () => {
    const room = await nodeNamed('Zimmer 102');
    const visitor = env.stack.client();
    expect(codeOf(await visitor.gql(CREATE, { d: { kind: 'room', name: 'Zimmer 9' } }))).toBe('MISSING_AUTH');

    const viewer = await userWith(env.stack.server, admin, 'viewer', ['systemtree::use_module']);
    viewer.system = admin.system;
    expect(codeOf(await viewer.gql(UPDATE, { id: room.id, d: { comment: 'x' } }))).toBe('MISSING_PERMISSION');

    const technician = await userWith(env.stack.server, admin, 'technician', [
      'systemtree::use_module',
      'systemtree::manage_devices',
      'systemtree::create_devices',
    ]);
    technician.system = admin.system;
    // Devices, not the structure.
    expect(
      codeOf(await technician.gql(CREATE, { d: { kind: 'room', name: 'Zimmer 9', parent_id: room.parent_id } })),
    ).toBe('MISSING_PERMISSION');
    expect(codeOf(await technician.gql(UPDATE, { id: room.id, d: { comment: 'x' } }))).toBe('MISSING_PERMISSION');
    // A radio's comment, yes; its serial needs systemtree::manage_serials.
    const radio = await nodeNamed('Medaillon Hans Meier');
    const commented = await technician.gql(UPDATE, { id: radio.id, d: { comment: 'Akku getauscht' } });
    expect(commented.errors).toEqual([]);
    expect(codeOf(await technician.gql(UPDATE, { id: radio.id, d: { serial: 'R-9999' } }))).toBe('MISSING_PERMISSION');
    // A wired device needs systemtree::manage_wired_devices as well.
    expect(codeOf(await technician.gql(UPDATE, { id: 24, d: { comment: 'x' } }))).toBe('MISSING_PERMISSION');
  });
});

describe('notes on a node', () => {
  const NOTE = 'mutation($id: Int!, $t: String!) { addSystemTreeNodeNote(id: $id, text: $t) { text user_name } }';
  const LATEST = 'query($id: Int!) { systemTreeNode(id: $id) { latest_note { text user_name created_at } } }';

  it('shows the newest note with its author, refuses empty or overlong ones and unknown nodes', async () => {
    const floor = await nodeNamed('1. OG');
    type Latest = { systemTreeNode: { latest_note: { text: string; user_name: string } | null } };
    expect((await ok<Latest>(admin, LATEST, { id: floor.id })).systemTreeNode.latest_note).toBeNull();
    await ok(admin, NOTE, { id: floor.id, t: 'Tür klemmt' });
    await ok(admin, NOTE, { id: floor.id, t: '  Tür repariert  ' });
    expect((await ok<Latest>(admin, LATEST, { id: floor.id })).systemTreeNode.latest_note).toMatchObject({
      text: 'Tür repariert',
      user_name: 'admin',
    });
    expect(issuesOf(await admin.gql(NOTE, { id: floor.id, t: '   ' }))).toEqual(['text:required']);
    expect(issuesOf(await admin.gql(NOTE, { id: floor.id, t: 'x'.repeat(1001) }))).toEqual(['text:max_length']);
    expect(codeOf(await admin.gql(NOTE, { id: 987654, t: 'Hallo' }))).toBe('NOT_FOUND');
    const reader = await userWith(env.stack.server, admin, 'note-reader', ['systemtree::use_module']);
    reader.system = admin.system;
    expect(codeOf(await reader.gql(NOTE, { id: floor.id, t: 'Hallo' }))).toBe('MISSING_PERMISSION');
  });
});
