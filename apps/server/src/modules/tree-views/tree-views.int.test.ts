import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { userWith } from '../../../test/seed';
import { type ConsoleStack, codeOf, ok, startConsoleStack } from '../console-entities/console-entities-test-kit';

const CHOICES = '{ systemTreeViewChoices { id name is_system_view filters { key value } can_edit } }';
const CREATE = 'mutation($d: SystemTreeViewInput!) { createSystemTreeView(data: $d) { id } }';
const UPDATE = 'mutation($id: Int!, $d: SystemTreeViewInput!) { updateSystemTreeView(id: $id, data: $d) { id name } }';

interface Choice {
  id: number;
  name: string;
  is_system_view: boolean;
  can_edit: boolean;
}

let env: ConsoleStack;
let planner: TestClient;
let nurse: TestClient;
let plannerRole = 0;

async function roleId(name: string): Promise<number> {
  const data = await ok<{ roles: { items: { id: number; name: string }[] } }>(
    env.admin,
    `{ roles(filter: { search: "${name}" }) { items { id name } } }`,
  );
  return data.roles.items.find((r) => r.name === name)?.id ?? 0;
}

const choices = async (client: TestClient) =>
  (await ok<{ systemTreeViewChoices: Choice[] }>(client, CHOICES)).systemTreeViewChoices;
const create = async (d: Record<string, unknown>) =>
  (await ok<{ createSystemTreeView: { id: number } }>(env.admin, CREATE, { d })).createSystemTreeView.id;

beforeAll(async () => {
  env = await startConsoleStack();
  planner = await userWith(env.server, env.admin, 'planner', ['systemtree::use_module', 'systemtree::manage_views']);
  nurse = await userWith(env.server, env.admin, 'nurse', ['systemtree::use_module']);
  planner.system = env.admin.system;
  nurse.system = env.admin.system;
  plannerRole = await roleId('planner-role');
});
afterAll(() => env.close());

describe('saved views of the tree', () => {
  it('stands the system view in while no view is enabled', async () => {
    expect(await choices(nurse)).toEqual([{ id: 0, name: '', is_system_view: true, filters: [], can_edit: false }]);
    await create({ name: 'Abgeschaltet', is_enabled: false });
    expect((await choices(planner)).map((c) => c.id)).toEqual([0]);
  });

  it('offers enabled views by level: hidden ones not at all, read ones without editing', async () => {
    const open = await create({ name: 'Funk', filters: [{ key: 'radio', value: '1' }] });
    const readOnly = await create({
      name: 'Nur lesen',
      apply_permissions: true,
      role_permissions: [{ role_id: plannerRole, level: 'read' }],
    });
    const hidden = await create({
      name: 'Versteckt',
      apply_permissions: true,
      role_permissions: [{ role_id: plannerRole, level: 'hide' }],
    });

    const forPlanner = await choices(planner);
    expect(forPlanner.map((c) => [c.name, c.can_edit])).toEqual([
      ['Funk', true],
      ['Nur lesen', false],
    ]);
    // Without systemtree::manage_views nobody edits a view, whatever the level.
    expect((await choices(nurse)).map((c) => [c.name, c.can_edit])).toEqual([
      ['Funk', false],
      ['Nur lesen', false],
      ['Versteckt', false],
    ]);

    // The server refuses what the level does not allow, not only the picker.
    expect(codeOf(await planner.gql(UPDATE, { id: readOnly, d: { name: 'Geändert' } }))).toBe('MISSING_PERMISSION');
    expect(codeOf(await planner.gql(`mutation { deleteSystemTreeViews(ids: [${hidden}]) }`))).toBe(
      'MISSING_PERMISSION',
    );
    expect(codeOf(await nurse.gql(UPDATE, { id: open, d: { name: 'Funk 2' } }))).toBe('MISSING_PERMISSION');
    await ok(planner, UPDATE, { id: open, d: { name: 'Funk 2' } });
    // A superuser is never restricted.
    await ok(env.admin, UPDATE, { id: readOnly, d: { name: 'Nur lesen 2' } });
  });

  it('refuses unknown roles and levels per field', async () => {
    const reply = await env.admin.gql(CREATE, {
      d: { name: 'Falsch', apply_permissions: true, role_permissions: [{ role_id: 9999, level: 'owner' }] },
    });
    expect(reply.errors.map((e) => `${e.extensions?.field}:${e.extensions?.key}`)).toEqual([
      'role_permissions[0].level:invalid_value',
      'role_permissions:missing_relation',
    ]);
  });
});
