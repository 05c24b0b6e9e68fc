import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../db/schema/index';
import { type ConsoleStack, issuesOf, ok, startConsoleStack } from '../console-entities/console-entities-test-kit';

// The rules of app display-group connections (spec part 2 §5) beyond the kit's API test.

let env: ConsoleStack;
beforeAll(async () => {
  env = await startConsoleStack({ licensed: true });
  await env.server.app.database.db
    .insert(schedules)
    .values({ system_id: env.systems[0] ?? 0, id: 3, name: 'Tag/Nacht', time_1: '06:00', time_2: '22:00' });
});
afterAll(() => env.close());

const FIELDS = 'id name is_enabled section_ids weekday_schedule_id weekend_schedule_id slots';
const CREATE = `mutation($d: AppConnectionInput!) { createAppConnection(data: $d) { ${FIELDS} } }`;
const UPDATE = `mutation($id: Int!, $d: AppConnectionInput!) { updateAppConnection(id: $id, data: $d) { ${FIELDS} } }`;

async function create(data: Record<string, unknown>): Promise<{ id: number }> {
  return (await ok<{ createAppConnection: { id: number } }>(env.admin, CREATE, { d: data })).createAppConnection;
}

describe('an app display-group connection', () => {
  it('cannot be enabled while another enabled one covers one of its sections, which it names', async () => {
    await create({ name: 'Nacht EG', section_ids: [1], is_enabled: true });
    const overlapping = await env.admin.gql(CREATE, {
      d: { name: 'Nacht alle', section_ids: [2, 1], is_enabled: true },
    });
    expect(overlapping.errors[0]?.extensions).toMatchObject({
      field: 'is_enabled',
      key: 'connection_active',
      data: { name: 'Nacht EG' },
    });
    // Disabled it may be stored, and enabled once the other is off.
    const other = await create({ name: 'Nacht OG', section_ids: [2, 1] });
    const enable = await env.admin.gql(UPDATE, { id: other.id, d: { is_enabled: true } });
    expect(issuesOf(enable)).toEqual(['is_enabled:connection_active']);
    const separate = await create({ name: 'Tag OG', section_ids: [2], is_enabled: true });
    expect(separate.id).toBeGreaterThan(0);
  });

  it('is read-only while enabled, but for turning it off', async () => {
    const { id } = await create({ name: 'Schicht', section_ids: [1] });
    // 'Nacht EG' (the first) covers section 1: turned off, this one may be enabled.
    await ok(env.admin, 'mutation { updateAppConnection(id: 1, data: { is_enabled: false }) { id } }');
    await ok(env.admin, UPDATE, { id, d: { is_enabled: true } });
    const renamed = await env.admin.gql(UPDATE, { id, d: { name: 'Schicht neu', section_ids: [1] } });
    expect(issuesOf(renamed)).toEqual(['name:active_read_only']);
    // The same values in another order are no change.
    expect((await env.admin.gql(UPDATE, { id, d: { section_ids: [1, 1] } })).errors).toEqual([]);
    const off = await ok<{ updateAppConnection: { is_enabled: boolean } }>(env.admin, UPDATE, {
      id,
      d: { is_enabled: false, name: 'Schicht neu' },
    });
    expect(off.updateAppConnection).toMatchObject({ is_enabled: false, name: 'Schicht neu' });
  });

  it('needs a section', async () => {
    expect(issuesOf(await env.admin.gql(CREATE, { d: { name: 'Leer', section_ids: [] } }))).toEqual([
      'section_ids:required',
    ]);
  });

  it('follows a weekday and a weekend schedule in the given slots, or none', async () => {
    const half = await env.admin.gql(CREATE, { d: { name: 'Plan', section_ids: [1], weekday_schedule_id: 3 } });
    expect(issuesOf(half)).toEqual(['weekend_schedule_id:required', 'slots:required']);
    const slots = await env.admin.gql(CREATE, {
      d: { name: 'Plan', section_ids: [1], weekday_schedule_id: 3, weekend_schedule_id: 3, slots: [2, 6] },
    });
    expect(issuesOf(slots)).toEqual(['slots[1]:between']);
    const planned = await ok<{ createAppConnection: Record<string, unknown> }>(env.admin, CREATE, {
      d: { name: 'Plan', section_ids: [1], weekday_schedule_id: 3, weekend_schedule_id: 3, slots: [2, 1, 2] },
    });
    expect(planned.createAppConnection).toMatchObject({
      weekday_schedule_id: 3,
      weekend_schedule_id: 3,
      slots: [1, 2],
    });
    const unknown = await env.admin.gql(CREATE, {
      d: { name: 'Plan 2', section_ids: [1], weekday_schedule_id: 9, weekend_schedule_id: 3, slots: [1] },
    });
    expect(issuesOf(unknown)).toEqual(['weekday_schedule_id:missing_relation']);
  });
});
