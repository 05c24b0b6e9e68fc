import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LinkedStack, startLinkedStack } from '../../../test/call-system';
import type { TestClient } from '../../../test/client';
import { setUpAdmin, userWith } from '../../../test/seed';
import { systemTreeNodes } from '../../db/schema/index';

let stack: LinkedStack;
let admin: TestClient;
const statements: string[] = [];

beforeAll(async () => {
  stack = await startLinkedStack({ onQuery: (sql) => statements.push(sql) });
  admin = await setUpAdmin(stack.server);
  admin.system = stack.client().system;
});
afterAll(() => stack.close());

const LIST = `query($filter: SystemTreeNodeFilter) { systemTreeNodes(filter: $filter) {
  total battery_thresholds { low critical }
  items { id kind name parent_id battery battery_level matches path child_count section_name }
} }`;

interface Item {
  id: number;
  kind: string;
  name: string;
  parent_id: number | null;
  battery: number | null;
  battery_level: string;
  matches: boolean;
  path: string[];
  child_count: number;
  section_name: string | null;
}
type List = {
  systemTreeNodes: { total: number; battery_thresholds: { low: number; critical: number }; items: Item[] };
};

async function list(filter: Record<string, unknown> = {}, client = admin) {
  statements.length = 0;
  const res = await client.gql<List>(LIST, { filter });
  expect(res.errors).toEqual([]);
  if (!res.data) throw new Error('no data');
  return { ...res.data.systemTreeNodes, statements: statements.length };
}

describe('systemTreeNodes', () => {
  it('answers the imported tree with its hierarchy, sections and the thresholds of the global settings', async () => {
    const tree = await list();
    const building = tree.items.find((i) => i.kind === 'building');
    expect(building).toMatchObject({ parent_id: null, path: [], matches: true });
    expect(building?.child_count).toBeGreaterThan(0);
    const radio = tree.items.find((i) => i.kind === 'radio');
    expect(radio?.path[0]).toBe(building?.name);
    expect(radio?.section_name).toBeTruthy();
    expect(tree.battery_thresholds).toEqual({ low: 40, critical: 25 });
    expect(tree.total).toBe(tree.items.length);
  });

  it('narrows to low batteries by the thresholds, and follows a change of the settings', async () => {
    const low = await list({ view: 'devices', low_battery: true });
    expect(low.items.map((i) => [i.battery, i.battery_level]).sort()).toEqual([
      [24, 'replacement_required'],
      [38, 'replacement_recommended'],
    ]);
    const changed = await admin.gql(
      'mutation { updateGlobalSettings(data: { battery_threshold_low: 60 }) { battery_threshold_low } }',
    );
    expect(changed.errors).toEqual([]);
    const stricter = await list({ view: 'devices', low_battery: true });
    expect(stricter.items.map((i) => i.battery).sort()).toEqual([24, 38, 55]);
    expect(stricter.battery_thresholds.low).toBe(60);
    await admin.gql('mutation { updateGlobalSettings(data: { battery_threshold_low: 40 }) { battery_threshold_low } }');
  });

  it('keeps the parents of a match in the structured view, and lists flat in the devices view', async () => {
    const structured = await list({ radio: true, low_battery: true });
    expect(structured.total).toBe(2);
    expect(structured.items.filter((i) => !i.matches).map((i) => i.kind)).toEqual(
      expect.arrayContaining(['building', 'floor', 'room', 'person']),
    );
    const flat = await list({ view: 'devices', radio: true });
    expect(flat.items.every((i) => i.kind === 'radio' && i.matches)).toBe(true);
    expect(flat.items).toHaveLength(8);
  });

  it('reads the same few statements for a large tree as for a small one', async () => {
    const small = await list();
    const { db } = stack.server.app.database;
    const room = small.items.find((i) => i.kind === 'room');
    await db.insert(systemTreeNodes).values(
      Array.from({ length: 200 }, (_, i) => ({
        system_id: stack.systemId,
        id: 5000 + i,
        kind: 'radio',
        name: `Extra ${i}`,
        parent_id: room?.id ?? null,
        battery: i % 100,
      })),
    );
    const large = await list();
    expect(large.items).toHaveLength(small.items.length + 200);
    expect(large.statements).toBe(small.statements);
  });

  it("offers the node form's choices to users of the tree", async () => {
    const viewer = await userWith(stack.server, admin, 'reader', ['systemtree::use_module']);
    viewer.system = admin.system;
    const res = await viewer.gql<{
      systemTreeNodeOptions: { sections: { name: string }[]; call_sources: unknown[]; hubs: unknown[] };
    }>('{ systemTreeNodeOptions { sections { id name } call_sources { id number text } hubs { id name type } } }');
    expect(res.errors).toEqual([]);
    expect(res.data?.systemTreeNodeOptions.sections.map((s) => s.name)).toContain('Technik');
    expect(res.data?.systemTreeNodeOptions.call_sources).toHaveLength(4);
    expect(res.data?.systemTreeNodeOptions.hubs).toHaveLength(3);
  });

  it('refuses visitors and users without the tree permission', async () => {
    const visitor = stack.client();
    expect((await visitor.gql(LIST)).errors[0]?.extensions?.code).toBe('MISSING_AUTH');
    const nurse = await userWith(stack.server, admin, 'nurse', ['calllog::use_module']);
    nurse.system = admin.system;
    expect((await nurse.gql(LIST)).errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    const viewer = await userWith(stack.server, admin, 'viewer', ['systemtree::use_module']);
    viewer.system = admin.system;
    expect((await list({}, viewer)).total).toBeGreaterThan(0);
  });
});
