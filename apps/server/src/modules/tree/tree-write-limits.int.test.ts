import { SECTION_MAX_DEVICES } from '@wardlight/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestClient } from '../../../test/client';
import { systemTreeNodes } from '../../db/schema/index';
import { type EditStack, issuesOf, ok, startEditStack } from '../config-edit/config-edit-test-kit';
import { activateLicence, nodeNamed, treeNodes } from './tree-test-kit';

let env: EditStack;
let admin: TestClient;

beforeAll(async () => {
  env = await startEditStack();
  admin = env.admin;
});
afterAll(() => env.close());

const FIELDS = 'id kind name section_id text_short text_long';
const CREATE = `mutation($d: SystemTreeNodeInput!) { createSystemTreeNode(data: $d) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $d: SystemTreeNodeInput!) { updateSystemTreeNode(id: $id, data: $d) { ${FIELDS} } }`;
const DEVICES = new Set(['device', 'radio', 'tech', 'wired']);

const radioUnder = (parentId: number, name: string, extra: Record<string, unknown> = {}) => ({
  kind: 'radio',
  name,
  parent_id: parentId,
  ...extra,
});

describe('the licence limits devices (spec part 1 §5 "license limit reached")', () => {
  it('refuses any new device without a licence, then as many as the licence allows', async () => {
    const building = await nodeNamed(admin, 'Haus Sonnenhof');
    const unlicensed = await admin.gql(CREATE, { d: radioUnder(building.id, 'Medaillon A') });
    expect(issuesOf(unlicensed)).toEqual(['kind:license_limit']);
    expect(unlicensed.errors[0]?.extensions?.data).toEqual({ max: 0 });
    // The structure is not counted.
    expect((await admin.gql(CREATE, { d: { kind: 'room', name: 'Lager', parent_id: building.id } })).errors).toEqual(
      [],
    );

    const inUse = (await treeNodes(admin)).filter((n) => DEVICES.has(n.kind)).length;
    await activateLicence(admin, inUse + 1);
    expect((await admin.gql(CREATE, { d: radioUnder(building.id, 'Medaillon B') })).errors).toEqual([]);
    const beyond = await admin.gql(CREATE, { d: radioUnder(building.id, 'Medaillon C') });
    expect(issuesOf(beyond)).toEqual(['kind:license_limit']);
    expect(beyond.errors[0]?.extensions?.data).toEqual({ max: inUse + 1 });
  });
});

describe('a section holds at most 64 devices (spec part 1 §5 "section full")', () => {
  it('refuses a device created in or moved into a full section', async () => {
    await activateLicence(admin, 1000);
    const building = await nodeNamed(admin, 'Haus Sonnenhof');
    // The technical section (3) holds one device; fill it up to the maximum straight in the table.
    const already = (await treeNodes(admin)).filter((n) => n.section_id === 3 && DEVICES.has(n.kind)).length;
    await env.stack.server.app.database.db.insert(systemTreeNodes).values(
      Array.from({ length: SECTION_MAX_DEVICES - already }, (_, i) => ({
        system_id: env.stack.systemId,
        id: 40_000 + i,
        kind: 'radio',
        name: `Sender ${i}`,
        parent_id: building.id,
        section_id: 3,
      })),
    );
    const created = await admin.gql(CREATE, { d: radioUnder(building.id, 'Medaillon D', { section_id: 3 }) });
    expect(issuesOf(created)).toEqual(['section_id:section_full']);
    expect(created.errors[0]?.extensions?.data).toEqual({ max: SECTION_MAX_DEVICES });

    const loose = (
      await ok<{ createSystemTreeNode: { id: number } }>(admin, CREATE, {
        d: radioUnder(building.id, 'Medaillon E'),
      })
    ).createSystemTreeNode;
    expect(issuesOf(await admin.gql(UPDATE, { id: loose.id, d: { section_id: 3 } }))).toEqual([
      'section_id:section_full',
    ]);
    // A room in the section takes no device slot.
    expect(
      (await admin.gql(CREATE, { d: { kind: 'room', name: 'Technikraum', parent_id: building.id, section_id: 3 } }))
        .errors,
    ).toEqual([]);
  });
});

describe('a locked child holds its parent (spec part 1 §4)', () => {
  const openCallsOf = async (id: number) =>
    (
      await ok<{ systemTreeNode: { open_calls: unknown[] } }>(
        admin,
        `{ systemTreeNode(id: ${id}) { open_calls { id } } }`,
      )
    ).systemTreeNode.open_calls.length;

  it('refuses a change an inheriting child with open calls would follow, naming the child, until the call closes', async () => {
    // Zimmerterminal 102 (24) takes its long text from its room.
    const room = await nodeNamed(admin, 'Zimmer 102');
    await ok(admin, UPDATE, { id: room.id, d: { text_long: 'ZIMMER 102' } });
    await ok(admin, UPDATE, { id: 24, d: { inherit_text_long: true } });
    await env.stack.sim.control.press(24, 'alert');
    await vi.waitFor(async () => expect(await openCallsOf(24)).toBe(1));

    const refused = await admin.gql(UPDATE, { id: room.id, d: { text_long: 'ZIMMER 102A' } });
    expect(refused.errors[0]?.extensions).toMatchObject({
      field: 'text_long',
      key: 'locked_child',
      data: { name: 'Zimmerterminal 102', id: 24, lock: 'open_calls' },
    });
    expect((await nodeNamed(admin, 'Zimmer 102')).text_long).toBe('ZIMMER 102');

    await env.stack.sim.control.press(24, 'alert');
    await vi.waitFor(async () => expect(await openCallsOf(24)).toBe(0));
    await ok(admin, UPDATE, { id: room.id, d: { text_long: 'ZIMMER 102A' } });
    expect((await nodeNamed(admin, 'Zimmerterminal 102')).text_long).toBe('ZIMMER 102A');
  });
});
