import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userWith } from '../../../test/seed';
import { codeOf, type EditStack, issuesOf, ok, startEditStack } from '../config-edit/config-edit-test-kit';

const SYNC_ITEMS = `{ syncItems {
  items { kind id name state action changes { field before after } }
  large_change large_change_threshold configurator_reachable
} }`;
const COMMIT = 'mutation { commitConfig { status progress changelog { kind id action } } }';
const DISCARD = 'mutation { discardConfigChanges }';
const SECTION = 'query($id: Int!) { section(id: $id) { id name item_state } }';

interface SyncItem {
  kind: string;
  id: number;
  name: string;
  state: string;
  action: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}
type SyncItems = { syncItems: { items: SyncItem[]; large_change: boolean; configurator_reachable: boolean } };

let env: EditStack;
const statements: string[] = [];
const commits = () => env.stack.sim.sim.engine.commits;
const syncItems = async () => (await ok<SyncItems>(env.admin, SYNC_ITEMS)).syncItems;

beforeAll(async () => {
  // Counting statements, the harness holds the incident engine's rounds off (they would add theirs at random).
  env = await startEditStack({ onQuery: (sql) => statements.push(sql) });
});
afterAll(() => env.close());

/** Every `getsconfig.*` system message until the commit is done. */
function commitMessages(socket: Client) {
  const seen: { subject: string; payload: unknown }[] = [];
  let live: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => {
    live = resolve;
  });
  const done = new Promise<typeof seen>((resolve, reject) => {
    const stop = socket.subscribe<{ systemMessages: { subject: string; payload: unknown } }>(
      { query: 'subscription { systemMessages { subject payload } }' },
      {
        next: ({ data }) => {
          live();
          const message = data?.systemMessages;
          if (!message?.subject.startsWith('getsconfig.')) return;
          seen.push(message);
          if (message.subject === 'getsconfig.commit_done') {
            stop();
            resolve(seen);
          }
        },
        error: reject,
        complete: () => resolve(seen),
      },
    );
  });
  return { subscribed, done };
}

describe('/sync and the commit (spec part 1 §4)', () => {
  it('asks for systemtree::sync', async () => {
    const admin = await userWith(env.stack.server, env.admin, 'technician', ['admin::manage_system']);
    admin.system = env.admin.system;
    for (const query of [SYNC_ITEMS, COMMIT, DISCARD]) {
      expect(codeOf(await admin.gql(query))).toBe('MISSING_PERMISSION');
      expect(codeOf(await env.stack.client().gql(query))).toBe('MISSING_AUTH');
    }
  });

  it('lists staged items with a diff against the committed configuration, in a fixed number of statements', async () => {
    const { createSection } = await ok<{ createSection: { id: number } }>(
      env.admin,
      'mutation { createSection(data: { name: "Wohnbereich 3. OG", weekday_schedule_id: 2 }) { id } }',
    );
    statements.length = 0;
    const one = await syncItems();
    const oneRead = statements.length;
    await ok(
      env.admin,
      'mutation { createCallType(data: { name: "Sturz", text: "STURZ", urgency: "Urgent" }) { id } }',
    );
    await ok(env.admin, 'mutation { updateCallType(id: 4, data: { text: "RUF NEU" }) { id } }');
    statements.length = 0;
    const three = await syncItems();

    expect(statements.length).toBe(oneRead);
    const staged = (await env.configurator.staged()).changes.map((c) => `${c.action} ${c.kind} ${c.id}`);
    expect(staged.sort()).toEqual(
      [`created sections ${createSection.id}`, 'created call_types 9', 'updated call_types 4'].sort(),
    );
    expect(one.items).toHaveLength(1);
    expect(three).toMatchObject({ large_change: false, configurator_reachable: true });
    expect(three.items.find((i) => i.kind === 'sections')).toMatchObject({
      id: createSection.id,
      name: 'Wohnbereich 3. OG',
      state: 'sent',
      action: 'created',
      changes: expect.arrayContaining([
        { field: 'name', before: null, after: 'Wohnbereich 3. OG' },
        { field: 'weekday_schedule_id', before: null, after: 2 },
      ]),
    });
    expect(three.items.find((i) => i.kind === 'call_types' && i.id === 4)).toEqual({
      kind: 'call_types',
      id: 4,
      name: 'Ruf',
      state: 'sent',
      action: 'updated',
      changes: [{ field: 'text', before: 'Ruf', after: 'RUF NEU' }],
    });
  });

  it('commits with progress; the configurator then holds the items and they are in sync', async () => {
    // Long enough that the mutation's answer, read after the configurator accepted, still sees it running
    // on a loaded machine (the stack's 200 ms ended before it at times).
    commits().settings.durationMs = 2_000;
    const socket = env.admin.socket();
    const messages = commitMessages(socket);
    await messages.subscribed;
    const started = await ok<{ commitConfig: { status: string; changelog: unknown[] } }>(env.admin, COMMIT);
    expect(started.commitConfig.status).toBe('running');
    expect(started.commitConfig.changelog).toHaveLength(3);

    const subjects = (await messages.done).map((m) => m.subject);
    expect(subjects[0]).toBe('getsconfig.commit');
    expect(subjects).toContain('getsconfig.progress');
    expect(subjects.at(-1)).toBe('getsconfig.commit_done');
    await socket.dispose();

    const committed = await env.configurator.config();
    expect(committed.sections.map((s) => s.name)).toContain('Wohnbereich 3. OG');
    expect(committed.call_types.find((t) => t.id === 4)).toMatchObject({ text: 'RUF NEU' });
    await vi.waitFor(async () => expect((await syncItems()).items).toEqual([]), { timeout: 10_000 });
    const section = await ok<{ sections: { items: { name: string; item_state: string }[] } }>(
      env.admin,
      '{ sections(filter: { search: "3. OG" }) { items { name item_state } } }',
    );
    expect(section.sections.items).toEqual([{ name: 'Wohnbereich 3. OG', item_state: 'in_sync' }]);
    await vi.waitFor(async () =>
      expect(
        (
          await ok<{ appState: { committing_gets_config: boolean } }>(
            env.admin,
            '{ appState { committing_gets_config } }',
          )
        ).appState.committing_gets_config,
      ).toBe(false),
    );
  });

  it('passes the configurator commit-time refusals on, naming the items, and discards on request', async () => {
    // A display group showing call type 5, whose deletion someone stages on the configurator directly.
    const { createDisplayGroup } = await ok<{ createDisplayGroup: { id: number } }>(
      env.admin,
      'mutation { createDisplayGroup(data: { name: "Assistenz", connections: [{ section_id: 1, call_type_id: 5 }] }) { id } }',
    );
    await env.configurator.unstage('call_types', 5);

    const refused = await env.admin.gql(COMMIT);
    const missing = refused.errors.map((e) => e.extensions?.data as Record<string, unknown>);
    expect(issuesOf(refused)).toContain('connections[0].call_type_id:missing_relation');
    expect(missing).toContainEqual({
      related_kind: 'call_types',
      related_id: 5,
      kind: 'display_groups',
      id: createDisplayGroup.id,
    });
    expect((await env.configurator.commitStatus()).status).toBe('failed');

    expect(await ok(env.admin, DISCARD)).toEqual({ discardConfigChanges: 1 });
    expect((await env.configurator.staged()).changes).toEqual([]);
    expect(await syncItems()).toMatchObject({ items: [] });
    const group = await ok(env.admin, 'query($id: Int!) { displayGroup(id: $id) { id } }', {
      id: createDisplayGroup.id,
    });
    expect(group).toEqual({ displayGroup: null });
  });

  it('refuses every configuration write while a commit runs', async () => {
    await ok(env.admin, 'mutation { updateSection(id: 3, data: { is_hidden: false, name: "Technik EG" }) { id } }');
    // Long enough that the commit is still distributing while the writes arrive; stopped afterwards.
    commits().settings.durationMs = 600_000;
    await ok(env.admin, COMMIT);
    try {
      for (const write of [
        'mutation { createSection(data: { name: "Neu" }) { id } }',
        'mutation { updateCallType(id: 2, data: { text: "NOT" }) { id } }',
        'mutation { deleteHubs(ids: [1]) }',
        'mutation { deleteDisplayGroups(ids: [5]) }',
        DISCARD,
        COMMIT,
      ])
        expect(codeOf(await env.admin.gql(write))).toBe('COMMIT_RUNNING');
      const section = await ok<{ section: { item_state: string } }>(env.admin, SECTION, { id: 3 });
      expect(section.section.item_state).toBe('sent');
    } finally {
      commits().stop();
    }
  });
});
