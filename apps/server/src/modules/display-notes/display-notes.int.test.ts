import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { take } from '../../../test/client';
import {
  type ConsoleStack,
  issuesOf,
  ok,
  onSystem,
  startConsoleStack,
} from '../console-entities/console-entities-test-kit';

const CREATE = 'mutation($d: DisplayNoteInput!) { createDisplayNote(data: $d) { id title color sort_order } }';
const SORT = 'mutation($ids: [Int!]!) { sortDisplayNotes(ids: $ids) { id sort_order } }';
const LIST = '{ displayNotes { items { id title sort_order } } }';
const ACTIVE = '{ activeDisplayNotes { id title } }';
const PRESETS = '{ displayNotePresets { key title color } }';

let env: ConsoleStack;
beforeAll(async () => {
  env = await startConsoleStack();
});
afterAll(() => env.close());

const create = async (d: Record<string, unknown>) =>
  (await ok<{ createDisplayNote: { id: number; sort_order: number } }>(env.admin, CREATE, { d })).createDisplayNote;

describe('display notes', () => {
  it('puts a new note last and sorts notes by the ids given, with an audit entry per moved note', async () => {
    const first = await create({ title: 'Frühdienst', color: 'blue' });
    const second = await create({ title: 'Spätdienst', color: 'green' });
    const third = await create({ title: 'Nachtdienst', color: 'yellow' });
    expect([first.sort_order, second.sort_order, third.sort_order]).toEqual([1, 2, 3]);

    const sorted = await ok(env.admin, SORT, { ids: [third.id, first.id, second.id] });
    expect(sorted).toEqual({
      sortDisplayNotes: [
        { id: third.id, sort_order: 1 },
        { id: first.id, sort_order: 2 },
        { id: second.id, sort_order: 3 },
      ],
    });
    const list = await ok<{ displayNotes: { items: { title: string }[] } }>(env.admin, LIST);
    expect(list.displayNotes.items.map((n) => n.title)).toEqual(['Nachtdienst', 'Frühdienst', 'Spätdienst']);
    const reply = await env.admin.gql(SORT, { ids: [first.id, 999] });
    expect(reply.errors[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a window whose start is after its end, and accepts equal bounds', async () => {
    const from = '2030-05-01T08:00:00.000Z';
    const late = await env.admin.gql(CREATE, {
      d: { title: 'Umbau', color: 'red', display_from: from, display_until: '2030-04-30T08:00:00.000Z' },
    });
    expect(issuesOf(late)).toEqual(['display_until:start_before_end']);
    await create({ title: 'Umbau', color: 'red', display_from: from, display_until: from });
  });

  it('shows an active note on the displays of its system only, and tells them when notes change', async () => {
    const visitor = env.server.client();
    visitor.system = env.admin.system;
    const socket = visitor.socket();
    const pending: { note?: Promise<{ id: number }> } = {};
    const heard = await take<{ systemMessages: { subject: string; payload: unknown } }>(
      socket,
      'subscription { systemMessages { subject payload } }',
      2,
      {
        filter: (m) => ['restart', 'displaynote.updated'].includes(m.systemMessages.subject),
        // The subscription is live once `restart` arrived; change a note then.
        onNext: (_m, i) => {
          if (i === 0) pending.note = create({ title: 'Lift gesperrt', color: 'red', active: true });
        },
      },
    );
    expect(heard[1]?.systemMessages).toEqual({
      subject: 'displaynote.updated',
      payload: { system_id: env.systems[0] },
    });
    const note = await pending.note;
    await socket.dispose();

    const active = await ok<{ activeDisplayNotes: { id: number }[] }>(visitor, ACTIVE);
    expect(active.activeDisplayNotes.map((n) => n.id)).toContain(note?.id);
    const elsewhere = onSystem(visitor, env.systems[1] ?? 0);
    expect(await ok(elsewhere, ACTIVE)).toEqual({ activeDisplayNotes: [] });
  });

  it('offers the six presets of spec part 2 §9 in the caller’s language', async () => {
    const de = await ok<{ displayNotePresets: { key: string; title: string; color: string }[] }>(env.admin, PRESETS);
    expect(de.displayNotePresets.map((p) => p.key)).toEqual([
      'battery_replaced',
      'defective',
      'elevator_lockdown',
      'in_repair',
      'lost',
      'replaced',
    ]);
    expect(de.displayNotePresets[0]).toEqual({ key: 'battery_replaced', title: 'Batterie ersetzt', color: 'green' });
    env.admin.locale = 'fr';
    const fr = await ok<{ displayNotePresets: { title: string }[] }>(env.admin, PRESETS);
    env.admin.locale = 'de';
    expect(fr.displayNotePresets[4]?.title).toBe('Perdu');
  });
});
