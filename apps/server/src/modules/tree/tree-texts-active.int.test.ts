import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditStack, ok, startEditStack } from '../config-edit/config-edit-test-kit';
import { nodeNamed } from './tree-test-kit';

// Issue 16 item 9: what the tree's schema and help texts promise — the device text filter on the short and
// long texts (spec part 1 §5), and a deactivated device giving up its serial (spec part 1 §4 node state).

let env: EditStack;

beforeAll(async () => {
  env = await startEditStack();
});
afterAll(() => env.close());

interface Node {
  id: number;
  kind: string;
  serial: string | null;
  is_active: boolean;
  text_short: string;
  text_long: string;
}
const FIELDS = 'id kind serial is_active text_short text_long';
const UPDATE = `mutation($id: Int!, $d: SystemTreeNodeInput!) { updateSystemTreeNode(id: $id, data: $d) { ${FIELDS} } }`;
const update = async (id: number, d: Record<string, unknown>) =>
  (await ok<{ updateSystemTreeNode: Node }>(env.admin, UPDATE, { id, d })).updateSystemTreeNode;
const stagedFor = async (id: number) =>
  (await env.configurator.staged()).changes.find((c) => c.kind === 'system_tree_nodes' && c.id === id);

describe('short and long texts (spec part 1 §5 text filter)', () => {
  it('keeps space through backslash and letters, upper-cased, and stages them so', async () => {
    const room = await nodeNamed(env.admin, 'Zimmer 103');
    const saved = await update(room.id, { text_short: 'zi.1ü_b', text_long: 'Bett fenster-seite~' });

    expect(saved).toMatchObject({ text_short: 'ZI.1B', text_long: 'BETT FENSTER-SEITE' });
    expect((await stagedFor(room.id))?.data).toMatchObject({ text_short: 'ZI.1B', text_long: 'BETT FENSTER-SEITE' });
  });

  it('filters them on creation too', async () => {
    const room = await nodeNamed(env.admin, 'Zimmer 104');
    const { createSystemTreeNode } = await ok<{ createSystemTreeNode: Node }>(
      env.admin,
      `mutation($d: SystemTreeNodeInput!) { createSystemTreeNode(data: $d) { ${FIELDS} } }`,
      { d: { kind: 'group', name: 'Gruppe', parent_id: room.id, text_short: 'grp.ä1', text_long: 'gruppe nord' } },
    );
    expect(createSystemTreeNode).toMatchObject({ text_short: 'GRP.1', text_long: 'GRUPPE NORD' });
  });
});

describe('deactivating a device (spec part 1 §4 node state)', () => {
  it('removes its serial here and on the configurator', async () => {
    const { systemTreeNodes } = await ok<{ systemTreeNodes: { items: Node[] } }>(
      env.admin,
      `{ systemTreeNodes { items { ${FIELDS} } } }`,
    );
    const device = systemTreeNodes.items.find((n) => n.serial && n.is_active);
    if (!device) throw new Error('the care home has no active device with a serial');

    const saved = await update(device.id, { is_active: false });

    expect(saved).toMatchObject({ is_active: false, serial: null });
    expect((await stagedFor(device.id))?.data).toMatchObject({ is_active: false, serial: null });
    // Activated again, it stays without one until a technician enters it.
    expect(await update(device.id, { is_active: true })).toMatchObject({ is_active: true, serial: null });
  });
});
