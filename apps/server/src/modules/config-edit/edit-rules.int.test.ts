import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditStack, issuesOf, ok, startEditStack } from './config-edit-test-kit';

// Rules of configuration writes that read beyond the item itself: the interconnection lock on a
// section's schedules (spec part 1 §4, ADR 0015), the call source text setting (spec part 1 §3), and
// the message that tells consoles the configuration changed (the pending-commit dot).

const SECTION = 'query($id: Int!) { section(id: $id) { id weekday_schedule_id schedule_locked_by item_state } }';
const UPDATE_SECTION = 'mutation($id: Int!, $data: SectionInput!) { updateSection(id: $id, data: $data) { id } }';
const CREATE_SOURCE = 'mutation($data: CallSourceInput!) { createCallSource(data: $data) { id text } }';

let env: EditStack;

beforeAll(async () => {
  env = await startEditStack();
});
afterAll(() => env.close());

const section = async (id: number) =>
  (
    await ok<{ section: { weekday_schedule_id: number | null; schedule_locked_by: string[] } }>(env.admin, SECTION, {
      id,
    })
  ).section;
const updateSection = (id: number, data: Record<string, unknown>) => env.admin.gql(UPDATE_SECTION, { id, data });
const setting = (allow: boolean) =>
  ok(
    env.admin,
    'mutation($v: Boolean!) { updateGlobalSettings(data: { allow_empty_call_source_names: $v }) { locale } }',
    {
      v: allow,
    },
  );

describe('an active interconnection locks the schedules of its sections (spec part 1 §4)', () => {
  it('is not active with one section: it merges nothing', async () => {
    await ok(env.admin, 'mutation { createMergeGroup(data: { name: "Allein", rule_set: [3] }) { id } }');

    expect((await section(3)).schedule_locked_by).toEqual([]);
    expect((await updateSection(3, { weekday_schedule_id: 1 })).errors).toEqual([]);
  });

  it('refuses a schedule change of a section in an active interconnection, naming it', async () => {
    await ok(env.admin, 'mutation { createMergeGroup(data: { name: "Nachtdienst", rule_set: [1, 2] }) { id } }');
    const before = await section(1);

    const refused = await updateSection(1, { weekday_schedule_id: 3, weekend_schedule_id: 20 });

    expect(issuesOf(refused)).toEqual([
      'weekday_schedule_id:interconnection_locked',
      'weekend_schedule_id:interconnection_locked',
    ]);
    // Section 1 is also connected to section 2 in the configurator: that interconnection counts too.
    expect(refused.errors[0]?.extensions?.data).toEqual({ name: 'Nachtdienst, Wohnbereich 2. OG' });
    expect(await section(1)).toEqual({ ...before, schedule_locked_by: ['Nachtdienst', 'Wohnbereich 2. OG'] });
    expect((await section(3)).schedule_locked_by).toEqual([]);
  });

  it('lets the rest of the section change, schedules sent back unchanged included', async () => {
    const { weekday_schedule_id } = await section(2);

    const saved = await updateSection(2, { name: 'Wohnbereich Zwei', weekday_schedule_id });

    expect(saved.errors).toEqual([]);
  });
});

describe('call source texts (global setting allow_empty_call_source_names)', () => {
  it('requires a text unless the setting allows none', async () => {
    await setting(false);
    expect(issuesOf(await env.admin.gql(CREATE_SOURCE, { data: { number: 21, text: '  ' } }))).toEqual([
      'text:required',
    ]);
    expect(issuesOf(await env.admin.gql('mutation { updateCallSource(id: 1, data: { text: "" }) { id } }'))).toEqual([
      'text:required',
    ]);

    await setting(true);
    const created = await ok<{ createCallSource: { text: string } }>(env.admin, CREATE_SOURCE, {
      data: { number: 21 },
    });
    expect(created.createCallSource.text).toBe('');
  });
});

describe('getsconfig.changed (spec part 1 §4, the pending-commit dot)', () => {
  it('goes to the system’s consoles after every saved change, with the new last change time', async () => {
    const socket = env.admin.socket();
    const seen: unknown[] = [];
    let live: () => void = () => undefined;
    const subscribed = new Promise<void>((resolve) => {
      live = resolve;
    });
    const two = new Promise<void>((resolve, reject) => {
      socket.subscribe<{ systemMessages: { subject: string; payload: unknown } }>(
        { query: 'subscription { systemMessages { subject payload } }' },
        {
          next: ({ data }) => {
            live();
            if (data?.systemMessages.subject !== 'getsconfig.changed') return;
            seen.push(data.systemMessages.payload);
            if (seen.length === 2) resolve();
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await subscribed;

    const created = await ok<{ createSchedule: { id: number } }>(
      env.admin,
      'mutation { createSchedule(data: { name: "Frueh", time_1: "06:00", time_2: "12:00" }) { id } }',
    );
    await ok(env.admin, 'mutation($ids: [Int!]!) { deleteSchedules(ids: $ids) }', { ids: [created.createSchedule.id] });
    await two;
    await socket.dispose();

    const { appState } = await ok<{ appState: { last_gets_change: string } }>(
      env.admin,
      '{ appState { last_gets_change } }',
    );
    const systemId = env.stack.systemId;
    expect(seen).toEqual([
      { system_id: systemId, last_gets_change: expect.any(String) },
      { system_id: systemId, last_gets_change: appState.last_gets_change },
    ]);
  });
});
