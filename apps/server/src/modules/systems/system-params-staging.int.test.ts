import { eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { systems } from '../../db/schema/index';
import { codeOf, type EditStack, issuesOf, ok, startEditStack } from '../config-edit/config-edit-test-kit';

// The configurator's parameters staged like every other configuration kind (ADR 0010), against the real
// simulator: edit → staged and listed on /sync → kept through an import → committed.

const PARAMS = 'id name night_start call_suppression_sections item_state';
const UPDATE = `mutation($id: Int!, $data: SystemParamInput!) { updateSystemParam(id: $id, data: $data) { ${PARAMS} } }`;
const GET = `query($id: Int!) { systemParam(id: $id) { ${PARAMS} } }`;
const SYNC_ITEMS = '{ syncItems { items { kind id name state action changes { field before after } } } }';

interface Params {
  id: number;
  name: string;
  night_start: number;
  call_suppression_sections: number[];
  item_state: string | null;
}
interface SyncItem {
  kind: string;
  id: number;
  name: string;
  state: string;
  action: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}

let env: EditStack;
let systemId: number;
const db = () => env.stack.server.app.database.db;
const links = () => env.stack.server.app.services.links;
const update = (data: Record<string, unknown>) =>
  env.admin.gql<{ updateSystemParam: Params }>(UPDATE, { id: systemId, data });
const params = async () => (await ok<{ systemParam: Params }>(env.admin, GET, { id: systemId })).systemParam;
const syncItems = async () => (await ok<{ syncItems: { items: SyncItem[] } }>(env.admin, SYNC_ITEMS)).syncItems.items;
const stagedParams = async () =>
  (await env.configurator.staged()).changes.filter((change) => change.kind === 'system_params');

/** The next system message with `subject`; subscribed once the returned promise `live` resolves. */
function nextMessage(socket: Client, subject: string) {
  let live: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => {
    live = resolve;
  });
  const message = new Promise<unknown>((resolve, reject) => {
    const stop = socket.subscribe<{ systemMessages: { subject: string; payload: unknown } }>(
      { query: 'subscription { systemMessages { subject payload } }' },
      {
        next: ({ data }) => {
          live();
          if (data?.systemMessages.subject !== subject) return;
          stop();
          resolve(data.systemMessages.payload);
        },
        error: reject,
        complete: () => reject(new Error(`no ${subject}`)),
      },
    );
  });
  return { subscribed, message };
}

beforeAll(async () => {
  env = await startEditStack();
  systemId = env.stack.systemId;
  await vi.waitFor(async () => expect((await params()).name).toBe('Sonnenhof'), { timeout: 10_000 });
});
afterAll(() => env.close());

describe('system parameters are staged on the configurator (spec part 1 §4)', () => {
  it('stages an edit, lists it on /sync with a diff in the form’s fields, and tells the consoles', async () => {
    const socket = env.admin.socket();
    const changed = nextMessage(socket, 'getsconfig.changed');
    await changed.subscribed;
    const committed = (await env.configurator.config()).system_params;

    const reply = await update({ name: 'Haus Sonnenhof', night_start: 1380, call_suppression_sections: [1] });

    expect(reply.errors).toEqual([]);
    expect(reply.data?.updateSystemParam).toMatchObject({
      name: 'Haus Sonnenhof',
      night_start: 1380,
      item_state: 'sent',
    });
    const [staged] = await stagedParams();
    expect(staged).toMatchObject({
      id: 1,
      action: 'updated',
      // The configurator's own address stays: the console's ip is where it reaches the configurator.
      data: { name: 'Haus Sonnenhof', night_start: 1380, call_suppression_section_ids: [1], ip: committed?.ip },
    });
    expect(await syncItems()).toEqual([
      {
        kind: 'system_params',
        id: systemId,
        name: 'Haus Sonnenhof',
        state: 'sent',
        action: 'updated',
        changes: [
          { field: 'name', before: 'Sonnenhof', after: 'Haus Sonnenhof' },
          { field: 'night_start', before: 1320, after: 1380 },
          { field: 'call_suppression_sections', before: [], after: [1] },
        ],
      },
    ]);
    const { appState } = await ok<{ appState: { last_gets_change: string } }>(
      env.admin,
      '{ appState { last_gets_change } }',
    );
    expect(await changed.message).toEqual({ system_id: systemId, last_gets_change: appState.last_gets_change });
    await socket.dispose();
  });

  it('keeps the staged edit through an import of the committed configuration', async () => {
    // A configurator that cannot replay what the link missed: the link re-imports the configuration.
    await db().update(systems).set({ link_stream_id: 'another-stream' }).where(eq(systems.id, systemId));
    const [row] = await db().select().from(systems).where(eq(systems.id, systemId));
    await links().restart(row ?? null, systemId);
    await vi.waitFor(
      async () => {
        const [after] = await db().select().from(systems).where(eq(systems.id, systemId));
        expect(after?.link_stream_id).not.toBe('another-stream');
        expect(links().status(systemId)?.state).toBe('ready');
      },
      { timeout: 10_000 },
    );

    expect(await params()).toMatchObject({ name: 'Haus Sonnenhof', night_start: 1380, item_state: 'sent' });
    expect((await syncItems()).map((item) => `${item.kind} ${item.state}`)).toEqual(['system_params sent']);
  });

  it('commits it: the configurator then holds the parameters, and they are in sync', async () => {
    await ok(env.admin, 'mutation { commitConfig { status } }');

    await vi.waitFor(
      async () => {
        expect((await env.configurator.config()).system_params).toMatchObject({
          name: 'Haus Sonnenhof',
          night_start: 1380,
          call_suppression_section_ids: [1],
        });
        expect(await syncItems()).toEqual([]);
        expect(await params()).toMatchObject({ name: 'Haus Sonnenhof', item_state: 'in_sync' });
        // Over for the console too: the tests below write, which a running commit refuses.
        const state = await ok<{ appState: { committing_gets_config: boolean } }>(
          env.admin,
          '{ appState { committing_gets_config } }',
        );
        expect(state.appState.committing_gets_config).toBe(false);
        expect(links().status(systemId)?.state).not.toBe('processing');
      },
      { timeout: 10_000 },
    );
    expect(await stagedParams()).toEqual([]);
  });

  it('stores nothing the configurator refuses, and names the field', async () => {
    const reply = await update({ name: 'Seniorenzentrum Sonnenhof am Waldrand' });

    expect(issuesOf(reply)).toEqual(['name:invalid_value']);
    expect(reply.errors[0]?.extensions?.data).toMatchObject({ reason: 'max_bytes', max: 32 });
    expect((await params()).name).toBe('Haus Sonnenhof');
    expect(await stagedParams()).toEqual([]);
  });

  it('refuses an edit the configurator cannot take, where the technician can mend it', async () => {
    await ok(env.admin, UPDATE, { id: systemId, data: { password: 'wrong' } });
    await vi.waitFor(() => expect(links().status(systemId)?.state).toBe('unauthorized'), { timeout: 10_000 });

    expect(issuesOf(await update({ night_stop: 420 }))).toEqual(['password:wrong_credentials']);
    // The password alone is the console's: it is stored, and the link follows it.
    await ok(env.admin, UPDATE, { id: systemId, data: { password: 'admin' } });
    await vi.waitFor(() => expect(links().status(systemId)?.state).toBe('ready'), { timeout: 10_000 });
    expect(await params()).toMatchObject({ item_state: 'in_sync' });
  });
});

describe('writes while a commit runs (ADR 0010 §5)', () => {
  it('refuses every configurator write and lets console-only data, users, roles and settings through', async () => {
    await ok(env.admin, 'mutation { updateSection(id: 3, data: { is_hidden: false }) { id } }');
    // Long enough that the commit is still distributing while the writes arrive; stopped afterwards.
    env.stack.sim.sim.engine.commits.settings.durationMs = 600_000;
    await ok(env.admin, 'mutation { commitConfig { status } }');
    try {
      for (const write of [
        `mutation { updateSystemParam(id: ${systemId}, data: { night_start: 1200 }) { id } }`,
        `mutation { updateSystemParam(id: ${systemId}, data: { username: "technik" }) { id } }`,
        `mutation { deleteSystemParams(ids: [${systemId}]) }`,
      ])
        expect(codeOf(await env.admin.gql(write))).toBe('COMMIT_RUNNING');
      // A new configurator is another system: this one's commit does not hold it up (ADR 0037); the
      // licence's one system refuses it here.
      const another = 'mutation { createSystemParam(data: { name: "Haus Linde", ip: "192.168.2.10" }) { id } }';
      expect(codeOf(await env.admin.gql(another))).not.toBe('COMMIT_RUNNING');
      expect(await params()).toMatchObject({ night_start: 1380 });

      for (const write of [
        'mutation { createMergeGroup(data: { name: "Nacht", rule_set: [1, 2] }) { id } }',
        'mutation { createRole(data: { name: "Nachtwache", permissions: [] }) { id } }',
        'mutation { createUser(data: { name: "nachtwache", password: "password for tests" }) { id } }',
        'mutation { updateGlobalSettings(data: { battery_threshold_low: 45 }) { battery_threshold_low } }',
      ])
        expect((await env.admin.gql(write)).errors).toEqual([]);
    } finally {
      env.stack.sim.sim.engine.commits.stop();
    }
  });
});
