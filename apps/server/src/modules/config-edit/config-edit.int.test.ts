import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules, systemTreeNodes } from '../../db/schema/index';
import { type EditStack, issuesOf, ok, startEditStack } from './config-edit-test-kit';

let env: EditStack;
beforeAll(async () => {
  env = await startEditStack();
});
afterAll(() => env.close());

const staged = async () => (await env.configurator.staged()).changes.map((c) => `${c.action} ${c.kind} ${c.id}`);

describe('rules of spec part 1 §5, checked before anything reaches the configurator', () => {
  it.each([
    [
      'a long text over 19 bytes',
      'createCallType(data: { name: "Sturz", text: "Sturzmelder Zimmer 1" })',
      ['text:max_length'],
    ],
    ['an umlaut in a device text', 'createCallType(data: { name: "Sturz", text: "Stürze" })', ['text:no_umlauts']],
    ['a call type name taken (any case)', 'createCallType(data: { name: "notruf" })', ['name:unique']],
    [
      'schedule times not ascending',
      'createSchedule(data: { name: "Nacht", time_1: "22:00", time_2: "06:00" })',
      ['time_2:time_after_previous'],
    ],
    ['a schedule of one time', 'createSchedule(data: { name: "Nacht", time_1: "22:00" })', ['time_2:required']],
    [
      'a bad IPv4 address',
      'createHub(data: { name: "Hub EG", ip: "192.168.1.300", type: "Radio" })',
      ['ip:invalid_ipv4'],
    ],
    [
      'a hub type that does not exist',
      'createHub(data: { name: "Hub EG", ip: "192.168.1.9", type: "Funk" })',
      ['type:invalid_value'],
    ],
    [
      'a schedule that does not exist',
      'createSection(data: { name: "Keller", weekday_schedule_id: 17 })',
      ['weekday_schedule_id:missing_relation'],
    ],
    [
      'a section connected to itself',
      'updateSection(id: 1, data: { connected_section_id: 1 })',
      ['connected_section_id:not_equal'],
    ],
    [
      'the same connection twice',
      'createDisplayGroup(data: { name: "Doppelt", connections: [{ section_id: 1, call_type_id: 2 }, { section_id: 1, call_type_id: 2 }] })',
      ['connections[1]:duplicate'],
    ],
    [
      'a connection to a call type that does not exist',
      'createDisplayGroup(data: { name: "Leer", connections: [{ section_id: 1, call_type_id: 77 }] })',
      ['connections[0].call_type_id:missing_relation'],
    ],
  ])('refuses %s', async (_case, mutation, expected) => {
    const reply = await env.admin.gql(`mutation { ${mutation} { id } }`);
    expect(issuesOf(reply)).toEqual(expected);
    expect(reply.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', validation: true });
    expect(await staged()).toEqual([]);
  });

  it('reports a text over the limit with the limit, for the translated message', async () => {
    const reply = await env.admin.gql(
      'mutation { createCallType(data: { name: "Sturz", text: "Sturzmelder Zimmer 1" }) { id } }',
    );
    expect(reply.errors[0]?.extensions).toMatchObject({ field: 'text', key: 'max_length', data: { max: 19 } });
  });
});

describe('deleting', () => {
  it.each([
    ['a section devices belong to', 'deleteSections(ids: [3])'],
    ['a call type display groups show', 'deleteCallTypes(ids: [2])'],
    ['a call source devices report through', 'deleteCallSources(ids: [1])'],
    ['a schedule sections follow', 'deleteSchedules(ids: [2])'],
    ['a display group sections show', 'deleteDisplayGroups(ids: [1])'],
    ['a hub devices hang on', 'deleteHubs(ids: [3])'],
  ])('refuses %s', async (_case, mutation) => {
    const reply = await env.admin.gql(`mutation { ${mutation} }`);
    expect(issuesOf(reply)).toEqual(['ids:in_use']);
    expect(reply.errors[0]?.extensions?.data).toMatchObject({ count: expect.any(Number) });
    expect(await staged()).toEqual([]);
  });

  it('refuses a schedule a device names for itself', async () => {
    const db = env.stack.server.app.database.db;
    const node = and(eq(systemTreeNodes.system_id, env.stack.systemId), eq(systemTreeNodes.id, 23));
    await db.update(systemTreeNodes).set({ weekday_schedule_id: 3 }).where(node);
    try {
      expect(issuesOf(await env.admin.gql('mutation { deleteSchedules(ids: [3]) }'))).toEqual(['ids:in_use']);
    } finally {
      await db.update(systemTreeNodes).set({ weekday_schedule_id: null }).where(node);
    }
    expect(await staged()).toEqual([]);
  });

  it('stages a deletion, keeps its id taken until the commit, and lists it as sent', async () => {
    expect(await ok(env.admin, 'mutation { deleteSchedules(ids: [3]) }')).toEqual({ deleteSchedules: [3] });

    expect(await ok(env.admin, '{ schedule(id: 3) { id } }')).toEqual({ schedule: null });
    expect(await staged()).toEqual(['deleted schedules 3']);
    const db = env.stack.server.app.database.db;
    const [row] = await db
      .select({ state: schedules.item_state })
      .from(schedules)
      .where(and(eq(schedules.system_id, env.stack.systemId), eq(schedules.id, 3)));
    expect(row).toEqual({ state: 'deleted' });
    const sync = await ok<{ syncItems: { items: unknown[] } }>(
      env.admin,
      '{ syncItems { items { kind id state action } } }',
    );
    expect(sync.syncItems.items).toEqual([{ kind: 'schedules', id: 3, state: 'sent', action: 'deleted' }]);
  });

  it('numbers new items after the highest id and refuses one more than the range holds', async () => {
    const ids: number[] = [];
    for (let n = 4; n <= 19; n++) {
      const created = await ok<{ createSchedule: { id: number } }>(
        env.admin,
        `mutation { createSchedule(data: { name: "Plan ${n}", time_1: "06:00", time_2: "18:00" }) { id } }`,
      );
      ids.push(created.createSchedule.id);
    }
    expect(ids).toEqual(Array.from({ length: 16 }, (_v, i) => i + 4));
    const full = await env.admin.gql(
      'mutation { createSchedule(data: { name: "Zu viel", time_1: "06:00", time_2: "18:00" }) { id } }',
    );
    expect(full.errors[0]?.extensions).toMatchObject({ field: 'id', key: 'max_count', data: { max: 19 } });
  });
});

describe('sorting call types', () => {
  it('writes positions in the given order, staging each change', async () => {
    const sorted = await ok<{ sortCallTypes: unknown[] }>(
      env.admin,
      'mutation { sortCallTypes(ids: [8, 2]) { id sort_order item_state } }',
    );

    expect(sorted.sortCallTypes).toEqual([
      { id: 8, sort_order: 1, item_state: 'sent' },
      { id: 2, sort_order: 2, item_state: 'sent' },
    ]);
    const list = await ok(env.admin, '{ callTypes(filter: { page: { limit: 2 } }) { items { id } } }');
    expect(list).toEqual({ callTypes: { items: [{ id: 8 }, { id: 2 }] } });
    expect(await staged()).toEqual(expect.arrayContaining(['updated call_types 8', 'updated call_types 2']));
    const unknown = await env.admin.gql('mutation { sortCallTypes(ids: [2, 99]) { id } }');
    expect(unknown.errors[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
