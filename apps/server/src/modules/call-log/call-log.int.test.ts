import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkReady, startTestSimulator } from '../../../test/call-system';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import * as schema from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import type { CallLogFilter } from './call-log.filter';
import { checkSortWindow, countUpTo, decodeCursor, readPage, whereOf } from './call-log.query';
import { callScopeOf } from './call-scope';

// The call log over calls stored in the database (issue 12): keyset pages, filters, the caller's scope
// (call source groups, defects), the call form's call with its trail, and closing through the link.

let server: TestServer;
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
let admin: TestClient;
/** A system whose calls are written here, 130 of them over ten days. */
let logSystem: number;
let linked: number;
const two = (n: number) => String(n).padStart(2, '0');
const NOW = Date.now();
const HOUR = 3_600_000;

/** Call i: section 1 or 2, type 1 (alert) / 2 (defect), source 1 or 2, device 10 + i % 4, i hours ago. */
function callRow(i: number) {
  const opened = new Date(NOW - (i + 1) * HOUR);
  const closed = i % 10 === 0 ? null : new Date(opened.getTime() + (i % 7) * 60_000);
  return {
    system_id: logSystem,
    id: 1000 + i,
    call_type_id: i % 13 === 0 ? 2 : 1,
    call_type_text: i % 13 === 0 ? 'Defekt' : 'Ruf',
    call_source_id: (i % 2) + 1,
    call_source_text: i % 2 ? 'Bad' : 'Zimmer',
    section_id: (i % 2) + 1,
    section_name: i % 2 ? 'Station B' : 'Station A',
    system_tree_node_id: 10 + (i % 4),
    number: 10 + (i % 4),
    device_text_short: `Z${100 + i}`,
    device_text_long: i === 42 ? 'Zimmer Sonnenblick' : `Zimmer ${100 + i}`,
    opened_at: opened,
    updated_at: closed ?? opened,
    closed_at: closed,
    duration: closed ? (i % 7) * 60 : null,
    is_closed: closed !== null,
    weekday: 1,
  };
}

async function seedLog(): Promise<void> {
  const db = server.app.database.db;
  const key = (id: number) => ({ system_id: logSystem, id });
  await db.insert(schema.sections).values([
    { ...key(1), name: 'Station A' },
    { ...key(2), name: 'Station B' },
  ]);
  await db.insert(schema.callTypes).values([
    { ...key(1), name: 'Ruf' },
    { ...key(2), name: 'Defekt', flag: 'Defect' },
  ]);
  await db.insert(schema.callSources).values([
    { ...key(1), number: 1, text: 'Zimmer' },
    { ...key(2), number: 2, text: 'Bad' },
  ]);
  // A floor (1) with a room (2) holding devices 10 and 11; 12 elsewhere; 13 is a repeater.
  await db.insert(schema.systemTreeNodes).values([
    { ...key(1), kind: 'floor', name: 'EG' },
    { ...key(2), kind: 'room', name: '101', parent_id: 1 },
    { ...key(10), kind: 'device', name: 'd10', parent_id: 2 },
    { ...key(11), kind: 'device', name: 'd11', parent_id: 2 },
    { ...key(12), kind: 'device', name: 'd12' },
    { ...key(13), kind: 'tech', name: 'Repeater', is_tech: true },
  ]);
  await db.insert(schema.calls).values(Array.from({ length: 130 }, (_, i) => callRow(i)));
}

beforeAll(async () => {
  sim = await startTestSimulator();
  server = await startServer();
  admin = await setUpAdmin(server);
  linked = await linkReady(server, sim.sim.port);
  [logSystem = 0] = await addSystems(server, ['Log']);
  admin.system = two(logSystem);
  await seedLog();
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

const PAGE = `query($f: CallLogFilter, $s: CallLogSort, $a: String, $n: Int, $c: Boolean) {
  calls(filter: $f, sort: $s, after: $a, first: $n, count: $c) {
    items { id duration is_closed section_name call_type { flag } system_tree_node { id } }
    next
    count { value exact }
  }
}`;
interface Page {
  calls: {
    items: { id: number; duration: number | null; is_closed: boolean; section_name: string }[];
    next: string | null;
    count: { value: number; exact: boolean } | null;
  };
}

async function page(client: TestClient, variables: Record<string, unknown>): Promise<Page['calls']> {
  const res = await client.gql<Page>(PAGE, variables);
  if (res.errors.length) throw new Error(JSON.stringify(res.errors));
  return (res.data as Page).calls;
}

/** Every id the log lists for the filter, page by page. */
async function walk(client: TestClient, variables: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  for (let i = 0; i < 50; i++) {
    const p = await page(client, { ...variables, a: after });
    ids.push(...p.items.map((c) => c.id));
    after = p.next;
    if (!after) break;
  }
  return ids;
}

const expected = (keep: (i: number) => boolean) =>
  Array.from({ length: 130 }, (_, i) => i)
    .filter(keep)
    .map((i) => 1000 + i);

describe('pages of the log', () => {
  it('walks every call of the range newest first, each once, with the count', async () => {
    // Call i opened i + 1 hours before the seeding: the last 24 hours hold calls 0 to 22.
    const first = await page(admin, { f: { range: '24h' }, n: 10, c: true });
    expect(first.items).toHaveLength(10);
    expect(first.count).toEqual({ value: 23, exact: true });
    expect(await walk(admin, { f: { range: '24h' }, n: 10 })).toEqual(expected((i) => i < 23));
    expect(await walk(admin, {})).toEqual(expected((i) => i < 23));
    expect(await walk(admin, { f: { range: 'since_beginning' }, n: 40 })).toEqual(expected(() => true));
  });

  it('sorts by duration (open calls last when ascending) with a stable order by id', async () => {
    const ids = await walk(admin, {
      f: { range: 'since_beginning' },
      s: { field: 'duration', descending: false },
      n: 7,
    });
    const rows = Array.from({ length: 130 }, (_, i) => callRow(i));
    const sorted = [...rows]
      .sort((a, b) => (a.duration ?? 2 ** 31) - (b.duration ?? 2 ** 31) || a.id - b.id)
      .map((r) => r.id);
    expect(ids).toEqual(sorted);
  });

  it('filters by section, state, text, duration, source and device with the devices below it', async () => {
    const all = { range: 'since_beginning' };
    expect(await walk(admin, { f: { ...all, section_ids: [2] } })).toEqual(expected((i) => i % 2 === 1));
    expect(await walk(admin, { f: { ...all, state: 'open' } })).toEqual(expected((i) => i % 10 === 0));
    expect(await walk(admin, { f: { ...all, text: 'sonnenBLICK' } })).toEqual([1042]);
    expect(await walk(admin, { f: { ...all, min_duration: 300, max_duration: 360 } })).toEqual(
      expected((i) => i % 10 !== 0 && i % 7 >= 5),
    );
    expect(await walk(admin, { f: { ...all, call_source_ids: [1] } })).toEqual(expected((i) => i % 2 === 0));
    // The room holds devices 10 and 11.
    expect(await walk(admin, { f: { ...all, node_ids: [2] } })).toEqual(expected((i) => i % 4 < 2));
    const custom = {
      range: 'custom',
      from: new Date(NOW - 5.5 * HOUR).toISOString(),
      to: new Date(NOW - 1.5 * HOUR).toISOString(),
    };
    expect(await walk(admin, { f: custom })).toEqual([1001, 1002, 1003, 1004]);
  });

  it('refuses a bad filter field by field, and a cursor of another sort', async () => {
    const bad = await admin.gql(PAGE, { f: { range: 'forever', state: 'maybe', min_duration: 10, max_duration: 5 } });
    expect(bad.errors.map((e) => `${e.extensions?.field}:${e.extensions?.key}`).sort()).toEqual([
      'max_duration:min_value',
      'range:invalid_value',
      'state:invalid_value',
    ]);
    const first = await page(admin, { f: { range: 'since_beginning' }, n: 5 });
    const other = await admin.gql(PAGE, { f: { range: 'since_beginning' }, s: { field: 'duration' }, a: first.next });
    expect(other.errors[0]?.extensions).toMatchObject({ field: 'after', key: 'invalid_value' });
  });

  it('stops counting at the limit and says the count is not exact', async () => {
    const query = await queryOf({});
    expect(await countUpTo(server.app.database.db, query, 129)).toEqual({ value: 129, exact: false });
    expect(await countUpTo(server.app.database.db, query, 130)).toEqual({ value: 130, exact: true });
  });

  it('searches a stretch at a time: past its time a page ends early, says how far it got, and goes on from there', async () => {
    const db = server.app.database.db;
    const query = await queryOf({ text: 'sonnenblick' });
    const sort = { field: 'opened_at' as const, descending: true };
    // Time is always up: every request reads one stretch of 20 calls (call i is the i-th newest).
    const slow = { deadline: Date.now() - 1, stretchSize: 20 };
    const first = await readPage(db, query, sort, null, 10, slow);
    expect(first.rows).toEqual([]);
    expect(first.reached).toEqual(callRow(19).opened_at);
    const found: number[] = [];
    let after = first.next;
    let requests = 1;
    while (after) {
      const next = await readPage(db, query, sort, decodeCursor(after, sort), 10, slow);
      found.push(...next.rows.map((r) => r.id));
      after = next.next;
      requests += 1;
    }
    expect(found).toEqual([1042]);
    expect(requests).toBe(7);
    // With time enough, one request reads every stretch it needs and fills its page.
    const full = await readPage(db, await queryOf({}), sort, null, 45, { stretchSize: 20 });
    expect(full.rows.map((r) => r.id)).toEqual(expected((i) => i < 45));
    expect(full.reached).toBeNull();
  });

  it('sorts by another column than the time only a period of few calls, and says how many', async () => {
    const db = server.app.database.db;
    const byType = { field: 'call_type_text' as const, descending: false };
    await expect(checkSortWindow(db, await queryOf({}), byType, 100)).rejects.toMatchObject({
      issues: [{ field: 'sort', key: 'sort_window', data: { max: 100 } }],
    });
    await expect(checkSortWindow(db, await queryOf({ text: 'sonnenblick' }), byType, 100)).rejects.toBeInstanceOf(
      ValidationFailed,
    );
    await expect(checkSortWindow(db, await queryOf({ from: new Date(NOW - 24 * HOUR) }), byType, 100)).resolves.toBe(
      undefined,
    );
    await expect(
      checkSortWindow(db, await queryOf({}), { field: 'opened_at', descending: false }, 100),
    ).resolves.toBeUndefined();
  });
});

/** The administrator's read of the log's system with `filter` over the whole time. */
async function queryOf(filter: Partial<CallLogFilter>) {
  const db = server.app.database.db;
  const principal = { id: 1, isSuperuser: true, permissions: new Set<string>(), systemAccess: [] };
  return whereOf(db, await callScopeOf(db, principal, logSystem), {
    from: null,
    to: null,
    sectionIds: null,
    callTypeIds: null,
    callSourceIds: null,
    nodeIds: null,
    state: 'all',
    text: null,
    minDuration: null,
    maxDuration: null,
    ...filter,
  });
}

describe('who sees which calls', () => {
  const all = { f: { range: 'since_beginning' } };
  const notDefect = (i: number) => i % 13 !== 0;
  const onRepeater = (i: number) => i % 4 === 3;

  it('needs the log module; defect calls need see_defects, on a repeater see_repeater_defects', async () => {
    const none = await userWith(server, admin, 'ohne', ['systemtree::use_module']);
    none.system = two(logSystem);
    expect((await none.gql(PAGE, all)).errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    const nurse = await userWith(server, admin, 'pflege', ['calllog::use_module']);
    nurse.system = two(logSystem);
    expect(await walk(nurse, all)).toEqual(expected(notDefect));
    const tech = await userWith(server, admin, 'technik', ['calllog::use_module', 'calllog::see_defects']);
    tech.system = two(logSystem);
    expect(await walk(tech, all)).toEqual(expected((i) => notDefect(i) || !onRepeater(i)));
    const radio = await userWith(server, admin, 'funk', ['calllog::use_module', 'calllog::see_repeater_defects']);
    radio.system = two(logSystem);
    expect(await walk(radio, all)).toEqual(expected((i) => notDefect(i) || onRepeater(i)));
  });

  it('keeps a user restricted to a call source group to its calls, through a role or their own', async () => {
    const group = await admin.gql<{ createCallSourceGroup: { id: number } }>(
      'mutation($d: CallSourceGroupInput!) { createCallSourceGroup(data: $d) { id } }',
      { d: { name: 'Bäder', call_source_ids: [2] } },
    );
    const groupId = group.data?.createCallSourceGroup.id;
    const role = await admin.gql<{ createRole: { id: number } }>(
      'mutation($d: RoleInput!) { createRole(data: $d) { id } }',
      {
        d: {
          name: 'Nur Bäder',
          permissions: ['calllog::use_module', 'calllog::see_defects', 'calllog::see_repeater_defects'],
          call_source_group_ids: [groupId],
        },
      },
    );
    await admin.gql('mutation($d: UserInput!) { createUser(data: $d) { id } }', {
      d: { name: 'baeder', password: 'password for tests', role_ids: [role.data?.createRole.id] },
    });
    const restricted = server.client();
    await restricted.login('baeder', 'password for tests');
    restricted.system = two(logSystem);
    expect(await walk(restricted, all)).toEqual(expected((i) => i % 2 === 1));
    // Its open calls on a console are the group's too; a visitor's display shows every one.
    const open = '{ openCalls { id } }';
    const mine = await restricted.gql<{ openCalls: { id: number }[] }>(open);
    expect(mine.data?.openCalls.map((c) => c.id).sort()).toEqual(expected((i) => i % 10 === 0 && i % 2 === 1));
    const visitor = server.client();
    visitor.system = two(logSystem);
    expect((await visitor.gql<{ openCalls: unknown[] }>(open)).data?.openCalls).toHaveLength(13);
    // And so is the live list a signed-in console subscribes to.
    const socket = restricted.socket();
    const first = await new Promise<{ calls: { id: number }[]; opened: number[] }>((resolve, reject) => {
      socket.subscribe<{ onCallsChanged: { calls: { id: number }[]; opened: number[] } }>(
        { query: `subscription { onCallsChanged(override_system: "${two(logSystem)}") { calls { id } opened } }` },
        { next: (v) => v.data && resolve(v.data.onCallsChanged), error: reject, complete: () => {} },
      );
    });
    await socket.dispose();
    const openOfGroup = expected((i) => i % 10 === 0 && i % 2 === 1);
    expect(first.calls.map((c) => c.id).sort()).toEqual(openOfGroup);
    expect(first.opened.sort()).toEqual(openOfGroup);
    // The filters offer the group's sources only, and every section and call type.
    const options = await restricted.gql<{
      callLogOptions: { sections: { id: number }[]; call_sources: { id: number }[]; call_types: { id: number }[] };
    }>('{ callLogOptions { sections { id } call_sources { id } call_types { id } } }');
    expect(options.data?.callLogOptions).toEqual({
      sections: [{ id: 1 }, { id: 2 }],
      call_sources: [{ id: 2 }],
      call_types: [{ id: 2 }, { id: 1 }],
    });
    // The same group does not reach another system: there the user sees nothing.
    restricted.system = two(linked);
    expect((await restricted.gql<Page>(PAGE, all)).data?.calls.items).toEqual([]);
  });
});

const CALL = `query($id: Int!) { call(id: $id) {
  id is_closed section { id name } system_tree_node { id }
  actions { action actor_kind actor_name after_seconds }
} }`;
interface CallAnswer {
  call: {
    id: number;
    is_closed: boolean;
    actions: { action: string; actor_kind: string; actor_name: string | null; after_seconds: number }[];
  } | null;
}

describe('the call form and closing from the log', () => {
  it('shows any call to the log, only open calls to a signed-in user without it, none to visitors', async () => {
    expect((await admin.gql<CallAnswer>(CALL, { id: 1001 })).data?.call).toMatchObject({ id: 1001, actions: [] });
    const staff = await userWith(server, admin, 'station', []);
    staff.system = two(logSystem);
    expect((await staff.gql<CallAnswer>(CALL, { id: 1001 })).data?.call).toBeNull();
    expect((await staff.gql<CallAnswer>(CALL, { id: 1010 })).data?.call?.id).toBe(1010);
    const visitor = server.client();
    visitor.system = two(logSystem);
    expect((await visitor.gql(CALL, { id: 1010 })).errors[0]?.extensions?.code).toBe('MISSING_AUTH');
  });

  it('closes an open call through the configurator with calllog::close_calls, and the trail says who', async () => {
    const closer = await userWith(server, admin, 'schliesser', ['calllog::use_module', 'calllog::close_calls']);
    closer.system = two(linked);
    const reader = await userWith(server, admin, 'leser', ['calllog::use_module']);
    reader.system = two(linked);
    await sim.control.press(23, 'alert');
    let callId = 0;
    await expect
      .poll(async () => {
        const p = await closer.gql<Page>(PAGE, { f: { state: 'open' } });
        callId = p.data?.calls.items[0]?.id ?? 0;
        return callId;
      })
      .toBeGreaterThan(0);
    const refused = await reader.gql('mutation($id: Int!) { closeCall(id: $id) { id } }', { id: callId });
    expect(refused.errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    const closed = await closer.gql<{ closeCall: { id: number; is_closed: boolean } }>(
      'mutation($id: Int!) { closeCall(id: $id) { id is_closed } }',
      { id: callId },
    );
    expect(closed.data?.closeCall).toEqual({ id: callId, is_closed: true });
    await expect
      .poll(async () => (await reader.gql<CallAnswer>(CALL, { id: callId })).data?.call?.is_closed)
      .toBe(true);
    const trail = (await reader.gql<CallAnswer>(CALL, { id: callId })).data?.call?.actions;
    expect(trail).toEqual([
      { action: 'Closed', actor_kind: 'user', actor_name: 'schliesser', after_seconds: expect.any(Number) },
    ]);
  });
});
