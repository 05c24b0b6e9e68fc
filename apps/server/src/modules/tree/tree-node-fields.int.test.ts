import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { userWith } from '../../../test/seed';
import { codeOf, type EditStack, issuesOf, ok, startEditStack } from '../config-edit/config-edit-test-kit';
import { nodeNamed } from './tree-test-kit';

let env: EditStack;
let admin: TestClient;

beforeAll(async () => {
  env = await startEditStack();
  admin = env.admin;
});
afterAll(() => env.close());

const FIELDS = `id weekday_schedule_id weekday_display_group_1_id weekday_display_group_2_id weekend_schedule_id
  weekend_display_group_1_id active_display_group_override_id flight_profile_id health status radio item_state`;
const UPDATE = `mutation($id: Int!, $d: SystemTreeNodeInput!) { updateSystemTreeNode(id: $id, data: $d) { ${FIELDS} } }`;
const stagedFor = async (id: number) =>
  (await env.configurator.staged()).changes.find((c) => c.kind === 'system_tree_nodes' && c.id === id);

describe("a node's own schedules and display groups (spec part 1 §3, as for a section)", () => {
  it('stores them with the option codes, here only: the configurator never sees them', async () => {
    const room = await nodeNamed(admin, 'Zimmer 103');
    const saved = await ok<{ updateSystemTreeNode: Record<string, unknown> }>(admin, UPDATE, {
      id: room.id,
      d: {
        weekday_schedule_id: 1,
        weekday_display_group_1_id: 4,
        weekday_display_group_2_id: 255,
        weekend_schedule_id: 20,
        weekend_display_group_1_id: 254,
      },
    });
    expect(saved.updateSystemTreeNode).toMatchObject({
      weekday_schedule_id: 1,
      weekday_display_group_1_id: 4,
      weekday_display_group_2_id: 255,
      weekend_schedule_id: 20,
      weekend_display_group_1_id: 254,
      // Nothing the configurator holds changed.
      item_state: 'imported',
    });
    expect(await stagedFor(room.id)).toBeUndefined();
  });

  it('refuses schedules, display groups, overrides and flight profiles that do not exist', async () => {
    const room = await nodeNamed(admin, 'Zimmer 104');
    const reply = await admin.gql(UPDATE, {
      id: room.id,
      d: {
        weekday_schedule_id: 17,
        weekend_display_group_3_id: 99,
        active_display_group_override_id: 254,
        flight_profile_id: 4242,
      },
    });
    expect(issuesOf(reply).sort()).toEqual([
      'active_display_group_override_id:missing_relation',
      'flight_profile_id:missing_relation',
      'weekday_schedule_id:missing_relation',
      'weekend_display_group_3_id:missing_relation',
    ]);
  });

  it('takes an existing flight profile and display group override', async () => {
    const profile = await ok<{ createFlightProfile: { id: number } }>(
      admin,
      'mutation { createFlightProfile(data: { name: "Ausgang Nord", checkpoints: [3] }) { id } }',
    );
    const room = await nodeNamed(admin, 'Zimmer 201');
    const saved = await ok<{ updateSystemTreeNode: Record<string, unknown> }>(admin, UPDATE, {
      id: room.id,
      d: { flight_profile_id: profile.createFlightProfile.id, active_display_group_override_id: 3 },
    });
    expect(saved.updateSystemTreeNode).toMatchObject({
      flight_profile_id: profile.createFlightProfile.id,
      active_display_group_override_id: 3,
      // Not reported by the simulator yet: shown as unknown.
      health: null,
      status: null,
      radio: null,
    });
  });

  it('asks systemtree::manage_sections for schedules and manage_display_group_overrides for the override', async () => {
    const technician = await userWith(env.stack.server, admin, 'structure', [
      'systemtree::use_module',
      'systemtree::manage_structure',
    ]);
    technician.system = admin.system;
    const room = await nodeNamed(admin, 'Zimmer 202');
    expect(codeOf(await technician.gql(UPDATE, { id: room.id, d: { weekday_schedule_id: 2 } }))).toBe(
      'MISSING_PERMISSION',
    );
    expect(codeOf(await technician.gql(UPDATE, { id: room.id, d: { active_display_group_override_id: 3 } }))).toBe(
      'MISSING_PERMISSION',
    );
    expect((await technician.gql(UPDATE, { id: room.id, d: { comment: 'Fenster' } })).errors).toEqual([]);
  });
});

describe('the choices of the node form', () => {
  it('offer schedules with their times, display groups and flight profiles to users of the tree', async () => {
    const viewer = await userWith(env.stack.server, admin, 'viewer', ['systemtree::use_module']);
    viewer.system = admin.system;
    const options = await ok<{
      systemTreeNodeOptions: {
        schedules: { id: number; name: string; time_3: string | null }[];
        display_groups: { id: number; name: string }[];
        flight_profiles: { name: string }[];
      };
    }>(
      viewer,
      '{ systemTreeNodeOptions { schedules { id name time_3 } display_groups { id name } flight_profiles { name } } }',
    );
    const { schedules, display_groups, flight_profiles } = options.systemTreeNodeOptions;
    expect(schedules).toContainEqual({ id: 2, name: 'Schichten', time_3: '22:00' });
    expect(display_groups.map((g) => g.id).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(flight_profiles).toContainEqual({ name: 'Ausgang Nord' });
  });
});
