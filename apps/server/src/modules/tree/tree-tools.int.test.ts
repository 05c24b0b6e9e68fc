import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '../../../test/client';
import { userWith } from '../../../test/seed';
import { auditLog } from '../../db/schema/index';
import { codeOf, type EditStack, issuesOf, ok, startEditStack } from '../config-edit/config-edit-test-kit';
import { activateLicence } from './tree-test-kit';

// Batch edit, hardware replacement and display group overrides on the simulator's care home.

let env: EditStack;
let admin: TestClient;

beforeAll(async () => {
  env = await startEditStack();
  admin = env.admin;
  // The spare devices below need a licence that allows devices.
  await activateLicence(admin);
});
afterAll(() => env.close());

interface Node {
  id: number;
  kind: string;
  name: string;
  serial: string | null;
  mac: string | null;
  text_short: string;
  section_id: number | null;
  day_sound_level: number;
}
const NODE = 'id kind name serial mac text_short section_id day_sound_level';

async function nodeNamed(name: string): Promise<Node> {
  const data = await ok<{ systemTreeNodes: { items: { id: number; name: string }[] } }>(
    admin,
    '{ systemTreeNodes { items { id name } } }',
  );
  const id = data.systemTreeNodes.items.find((n) => n.name === name)?.id;
  if (id === undefined) throw new Error(`no node ${name}`);
  const detail = await ok<{ systemTreeNode: { node: Node } }>(
    admin,
    `query($id: Int!) { systemTreeNode(id: $id) { node { ${NODE} } } }`,
    { id },
  );
  return detail.systemTreeNode.node;
}
const stagedFor = async (kind: string, id: number) =>
  (await env.configurator.staged()).changes.find((c) => c.kind === kind && c.id === id);

const BATCH = `mutation($ids: [Int!]!, $d: SystemTreeNodeBatchInput!) { updateSystemTreeNodes(ids: $ids, data: $d) {
  updated { ${NODE} } failed { id name code issues { field key data } } } }`;
type Batch = {
  updateSystemTreeNodes: {
    updated: Node[];
    failed: {
      id: number;
      name: string | null;
      code: string;
      issues: { field: string; key: string; data: unknown }[];
    }[];
  };
};

describe('batch edit', () => {
  it('changes every node it may, and reports each one it may not with its reason', async () => {
    const anna = await nodeNamed('Medaillon Anna Keller');
    const hans = await nodeNamed('Medaillon Hans Meier');
    const terminal = await nodeNamed('Zimmerterminal 101');
    await env.stack.sim.control.press(terminal.id, 'alert');
    await vi.waitFor(async () => {
      const open = await ok<{ systemTreeNode: { open_calls: unknown[] } }>(
        admin,
        `{ systemTreeNode(id: ${terminal.id}) { open_calls { id } } }`,
      );
      expect(open.systemTreeNode.open_calls).toHaveLength(1);
    });

    const reply = await ok<Batch>(admin, BATCH, {
      ids: [anna.id, terminal.id, hans.id, 65000, anna.id],
      d: { day_sound_level: 7, deny_manual_call_closure: true },
    });
    const { updated, failed } = reply.updateSystemTreeNodes;
    expect(updated.map((n) => [n.id, n.day_sound_level])).toEqual([
      [anna.id, 7],
      [hans.id, 7],
    ]);
    expect(failed).toEqual([
      {
        id: terminal.id,
        name: 'Zimmerterminal 101',
        code: 'VALIDATION_FAILED',
        issues: expect.arrayContaining([
          { field: 'day_sound_level', key: 'invalid_value', data: { reason: 'open_calls' } },
        ]),
      },
      { id: 65000, name: null, code: 'NOT_FOUND', issues: [] },
    ]);
    // Each change is staged like a single edit.
    expect((await stagedFor('system_tree_nodes', hans.id))?.data).toMatchObject({
      day_sound_level: 7,
      deny_manual_call_closure: true,
    });
    expect(await stagedFor('system_tree_nodes', terminal.id)).toBeUndefined();
    await env.stack.sim.control.press(terminal.id, 'alert');
  });

  it('applies the permissions per node, and refuses an empty change or an empty list', async () => {
    const technician = await userWith(env.stack.server, admin, 'batch-technician', [
      'systemtree::use_module',
      'systemtree::manage_devices',
      'systemtree::manage_sound_levels',
    ]);
    technician.system = admin.system;
    const radio = await nodeNamed('Medaillon Rosa Brunner');
    const room = await nodeNamed('Zimmer 103');
    const reply = await ok<Batch>(technician, BATCH, { ids: [radio.id, room.id], d: { night_sound_level: 1 } });
    expect(reply.updateSystemTreeNodes.updated.map((n) => n.id)).toEqual([radio.id]);
    expect(reply.updateSystemTreeNodes.failed).toEqual([
      { id: room.id, name: 'Zimmer 103', code: 'MISSING_PERMISSION', issues: [] },
    ]);
    expect(issuesOf(await admin.gql(BATCH, { ids: [radio.id], d: {} }))).toEqual(['data:required']);
    expect(issuesOf(await admin.gql(BATCH, { ids: [], d: { is_active: true } }))).toEqual(['ids:required']);
    const viewer = await userWith(env.stack.server, admin, 'batch-viewer', ['systemtree::use_module']);
    expect(codeOf(await viewer.gql(BATCH, { ids: [radio.id], d: { is_active: false } }))).toBe('MISSING_PERMISSION');
  });
});

const CANDIDATES = `query($id: Int!, $s: String!) { systemTreeReplacementCandidates(id: $id, search: $s) {
  node { id name serial mac } parent_name } }`;
const REPLACE = `mutation($id: Int!, $source: Int!) { replaceSystemTreeNodeHardware(id: $id, source_id: $source) { ${NODE} } }`;
type Candidates = { systemTreeReplacementCandidates: { node: Node; parent_name: string | null }[] };

describe('hardware replacement', () => {
  it('finds a spare by serial, MAC or name and moves its hardware onto the configured device', async () => {
    const building = await nodeNamed('Haus Sonnenhof');
    const spare = (
      await ok<{ createSystemTreeNode: Node }>(
        admin,
        `mutation($d: SystemTreeNodeInput!) { createSystemTreeNode(data: $d) { ${NODE} } }`,
        {
          d: {
            kind: 'radio',
            name: 'Ersatzmedaillon',
            parent_id: building.id,
            serial: 'R-9001',
            mac: '00:1B:C5:0A:99:01',
          },
        },
      )
    ).createSystemTreeNode;
    const target = await nodeNamed('Medaillon Werner Huber');
    const find = async (s: string) =>
      (await ok<Candidates>(admin, CANDIDATES, { id: target.id, s })).systemTreeReplacementCandidates;
    expect((await find('r-900')).map((c) => c.node.id)).toEqual([spare.id]);
    expect(await find('001bc50a9901')).toEqual([
      {
        node: { id: spare.id, name: 'Ersatzmedaillon', serial: 'R-9001', mac: '00:1B:C5:0A:99:01' },
        parent_name: 'Haus Sonnenhof',
      },
    ]);
    expect((await find('ersatz')).map((c) => c.node.id)).toEqual([spare.id]);
    // Only radios like the target, never the target itself, and nothing for one character.
    expect((await find('Zimmerterminal')).length).toBe(0);
    expect((await find(target.serial ?? '')).length).toBe(0);
    expect(await find('R')).toEqual([]);

    const replaced = (
      await ok<{ replaceSystemTreeNodeHardware: Node }>(admin, REPLACE, { id: target.id, source: spare.id })
    ).replaceSystemTreeNodeHardware;
    expect(replaced).toEqual({ ...target, serial: 'R-9001', mac: '00:1B:C5:0A:99:01' });
    expect(await nodeNamed('Ersatzmedaillon')).toMatchObject({ serial: null, mac: null });
    expect((await stagedFor('system_tree_nodes', target.id))?.data).toMatchObject({
      serial: 'R-9001',
      text_short: target.text_short,
      section_id: target.section_id,
    });
    const audit = await env.stack.server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'system_tree_node'), eq(auditLog.entity_id, String(target.id))));
    expect(audit.map((a) => a.field)).toEqual(expect.arrayContaining(['serial', 'mac']));
  });

  it('refuses another kind, a device without hardware, and users without the serial permission', async () => {
    const target = await nodeNamed('Medaillon Karl Steiner');
    const wired = await nodeNamed('Zimmerterminal 202');
    const kind = await admin.gql(REPLACE, { id: target.id, source: wired.id });
    expect(kind.errors[0]?.extensions).toMatchObject({ field: 'source_id', data: { reason: 'kind_mismatch' } });
    const emptied = await nodeNamed('Ersatzmedaillon');
    const none = await admin.gql(REPLACE, { id: target.id, source: emptied.id });
    expect(none.errors[0]?.extensions).toMatchObject({ data: { reason: 'no_hardware' } });
    const technician = await userWith(env.stack.server, admin, 'replace-technician', [
      'systemtree::use_module',
      'systemtree::manage_devices',
    ]);
    technician.system = admin.system;
    const other = await nodeNamed('Medaillon Elsa Frei');
    expect(codeOf(await technician.gql(REPLACE, { id: target.id, source: other.id }))).toBe('MISSING_PERMISSION');
    expect(codeOf(await technician.gql(CANDIDATES, { id: target.id, s: 'R-2' }))).toBe('MISSING_PERMISSION');
  });
});

const OVERRIDES = `{ displayGroupOverrides { sections { id name has_display_group_override active_display_group_override_id
  item_state } display_groups { id name } } }`;
const SET_OVERRIDE = `mutation($s: Int!, $g: Int) { setDisplayGroupOverride(section_id: $s, display_group_id: $g) {
  id has_display_group_override active_display_group_override_id item_state } }`;

describe('display group overrides', () => {
  it('lists the sections with their override and switches it, stored and audited but not staged', async () => {
    const list = await ok<{ displayGroupOverrides: { sections: { id: number }[]; display_groups: { id: number }[] } }>(
      admin,
      OVERRIDES,
    );
    expect(list.displayGroupOverrides.sections.map((s) => s.id).sort()).toEqual([1, 2, 3]);
    expect(list.displayGroupOverrides.display_groups).toHaveLength(5);
    const on = await ok<{ setDisplayGroupOverride: Record<string, unknown> }>(admin, SET_OVERRIDE, { s: 1, g: 4 });
    expect(on.setDisplayGroupOverride).toMatchObject({
      id: 1,
      has_display_group_override: true,
      active_display_group_override_id: 4,
    });
    expect(on.setDisplayGroupOverride.item_state).not.toBe('updated');
    expect(await stagedFor('sections', 1)).toBeUndefined();
    const audit = await env.stack.server.app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'section'), eq(auditLog.field, 'active_display_group_override_id')));
    expect(audit).toHaveLength(1);

    const missing = await admin.gql(SET_OVERRIDE, { s: 1, g: 99 });
    expect(issuesOf(missing)).toEqual(['active_display_group_override_id:missing_relation']);
    const off = await ok<{ setDisplayGroupOverride: Record<string, unknown> }>(admin, SET_OVERRIDE, { s: 1, g: null });
    expect(off.setDisplayGroupOverride).toMatchObject({
      has_display_group_override: false,
      active_display_group_override_id: null,
    });
  });

  it('lets a user who may see overrides read them but not switch them', async () => {
    const watcher = await userWith(env.stack.server, admin, 'override-watcher', [
      'systemtree::see_display_group_overrides',
    ]);
    watcher.system = admin.system;
    expect((await watcher.gql(OVERRIDES)).errors).toEqual([]);
    expect(codeOf(await watcher.gql(SET_OVERRIDE, { s: 2, g: 1 }))).toBe('MISSING_PERMISSION');
  });
});
