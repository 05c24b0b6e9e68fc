import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appClientLinks, appSubscriptions, callActions, calls, phoneDeliveries } from '../src/db/schema/index';
import { type LinkedStack, startLinkedStack } from './call-system';
import type { TestClient } from './client';
import {
  activateAppLicence,
  addAppUser,
  addGroup,
  addPhone,
  type Phone,
  phoneOf,
  sectionOfNode,
  setAppSettings,
} from './phones-kit';

// Issue 13: a pressed button rings the phones of its section's staff, proves delivery, and escalates when
// nobody answers — with the real simulator, real sockets and the engine's rows.
let stack: LinkedStack;
const phones: Phone[] = [];
const DEVICE = 23;
let section = 0;
let admin: TestClient;

beforeAll(async () => {
  stack = await startLinkedStack();
  admin = await activateAppLicence(stack.server);
  admin.system = String(stack.systemId).padStart(2, '0');
  section = await sectionOfNode(db(), stack.systemId, DEVICE);
}, 60_000);
afterAll(async () => {
  await Promise.all(phones.map((p) => p.close()));
  await stack.close();
});

const db = () => stack.server.app.database.db;

async function phone(code: string, user: string): Promise<Phone> {
  const p = await phoneOf(stack.client(), code, user);
  phones.push(p);
  await vi.waitFor(() => expect(p.lists.length).toBeGreaterThan(0), { timeout: 10_000 });
  return p;
}

/** Presses the device and returns the call it opened. */
async function press(): Promise<{ id: number; pressedAt: number }> {
  const pressedAt = Date.now();
  await stack.sim.control.press(DEVICE, 'alert');
  const id = await vi.waitFor(async () => {
    const [row] = await db()
      .select({ id: calls.id })
      .from(calls)
      .where(
        and(eq(calls.system_id, stack.systemId), eq(calls.system_tree_node_id, DEVICE), eq(calls.is_closed, false)),
      );
    expect(row).toBeDefined();
    return row?.id ?? 0;
  });
  return { id, pressedAt };
}

async function release(callId: number) {
  await stack.sim.control.press(DEVICE, 'alert');
  await vi.waitFor(async () => {
    const [row] = await db()
      .select()
      .from(calls)
      .where(and(eq(calls.system_id, stack.systemId), eq(calls.id, callId)));
    expect(row?.is_closed).toBe(true);
  });
}

const trail = async (callId: number) =>
  (
    await db()
      .select()
      .from(callActions)
      .where(and(eq(callActions.system_id, stack.systemId), eq(callActions.call_id, callId)))
      .orderBy(asc(callActions.at), asc(callActions.row_id))
  ).map((a) => `${a.action}${a.user_name ? ` ${a.user_name}` : ''}${a.detail ? ` → ${a.detail}` : ''}`);

const deliveries = async (callId: number) =>
  (
    await db()
      .select()
      .from(phoneDeliveries)
      .where(and(eq(phoneDeliveries.system_id, stack.systemId), eq(phoneDeliveries.call_id, callId)))
  ).map((d) => d.state);

describe('pairing and signing in', () => {
  it('pairs once with a code, refuses it again, and signs in only with the right password', async () => {
    await addPhone(db(), stack.systemId, 'Spare', 'SPARE-1');
    const client = stack.client();
    const pair = (code: string) =>
      client.gql<{ pairPhone: { device_token: string; client: { name: string } } }>(
        'mutation($c: String!) { pairPhone(code: $c) { device_token client { name } } }',
        { c: code },
      );
    const first = await pair('SPARE-1');
    expect(first.data?.pairPhone.client.name).toBe('Spare');
    expect((await pair('SPARE-1')).errors[0]?.extensions?.code).toBe('PAIRING_CODE_INVALID');
    client.phone.client = first.data?.pairPhone.device_token ?? null;
    const session = await client.gql<{ phoneSession: { client: { name: string }; user: unknown } }>(
      '{ phoneSession { client { name } user { id } } }',
    );
    expect(session.data?.phoneSession).toEqual({ client: { name: 'Spare' }, user: null });
    expect((await client.gql('{ phoneCalls { id } }')).errors[0]?.extensions?.code).toBe('PHONE_SIGNED_OUT');
    await addAppUser(db(), stack.systemId, 'paula', null);
    const wrong = await client.gql('mutation { phoneSignIn(name: "paula", password: "wrong") { session_token } }');
    expect(wrong.errors[0]?.extensions?.code).toBe('PHONE_SIGN_IN_FAILED');
  });
});

describe('a call on the phones', () => {
  let anna: Phone;
  let ben: Phone;

  beforeAll(async () => {
    const group = await addGroup(db(), stack.systemId, { name: 'Pflege', section_id: section });
    await addAppUser(db(), stack.systemId, 'anna', group);
    await addAppUser(db(), stack.systemId, 'ben', group);
    await addPhone(db(), stack.systemId, 'Phone A', 'PAIR-A');
    await addPhone(db(), stack.systemId, 'Phone B', 'PAIR-B');
    anna = await phone('PAIR-A', 'anna');
    ben = await phone('PAIR-B', 'ben');
  });

  it('reads its own system’s configurator link', async () => {
    const reply = await anna.client.gql<{ phoneLinkState: { system_id: number; state: string } }>(
      '{ phoneLinkState { system_id state } }',
    );
    expect(reply.data?.phoneLinkState).toEqual({ system_id: stack.systemId, state: 'ready' });
  });

  it('rings both phones of the section within seconds; one accepts and the other shows it taken', async () => {
    const call = await press();
    const rangAnna = await anna.shows(call.id, 'ringing');
    const rangBen = await ben.shows(call.id, 'ringing');
    // DIN VDE 0834's bound for a call to reach staff. The budget (well under a second) is bench/calls'
    // to measure: on a loaded two-core CI machine a timed assertion that tight fails for the machine.
    expect(Math.max(rangAnna, rangBen) - call.pressedAt).toBeLessThan(5_000);
    // The phones hear of the call before its delivery rows are written (ADR 0032): on PostgreSQL a read
    // can come between the two.
    await vi.waitFor(async () => expect(await deliveries(call.id)).toEqual(['sent', 'sent']));

    await anna.acknowledge([call.id]);
    await anna.acknowledge([call.id], true);
    expect((await deliveries(call.id)).sort()).toEqual(['opened', 'sent']);

    const accepted = await anna.act(call.id, 'accept');
    expect(accepted.data?.phoneCallAction.state).toBe('accepted');
    await ben.shows(call.id, 'taken');
    expect(ben.last().find((c) => c.id === call.id)).toMatchObject({ accepted_by: 'ANNA', can_accept: false });
    expect((await ben.act(call.id, 'accept')).errors[0]?.extensions?.code).toBe('PHONE_CALL_TAKEN');
    expect(await trail(call.id)).toEqual(['Accepted anna']);
    const [row] = await db()
      .select()
      .from(calls)
      .where(and(eq(calls.system_id, stack.systemId), eq(calls.id, call.id)));
    expect(row?.handled_by_app_username).toBe('ANNA');

    await setAppSettings(stack.server, { relevant_alerts_timeout: 1, relevant_calls_timeout: 1 });
    await release(call.id);
    await anna.shows(call.id, 'closed');
    await ben.shows(call.id, 'closed');
    // The whole list first; after it each update carries only what changed — here this one call.
    expect(anna.updates[0]?.complete).toBe(true);
    const later = anna.updates.slice(1);
    expect(later.length).toBeGreaterThanOrEqual(3);
    for (const update of later)
      expect({ ...update, calls: update.calls.map((c) => c.id) }).toMatchObject({
        complete: false,
        calls: [call.id],
        removed: [],
      });
    // Past the relevant window the closed call leaves the list, told as removed.
    await vi.waitFor(() => expect(anna.updates.at(-1)?.removed).toEqual([call.id]), { timeout: 8_000 });
    expect(anna.last().find((c) => c.id === call.id)).toBeUndefined();
    await setAppSettings(stack.server, { relevant_alerts_timeout: 300, relevant_calls_timeout: 300 });
  });

  it('resends what no phone acknowledged and escalates from the subscriber to the group', async () => {
    await setAppSettings(stack.server, {
      resend_timeout: 1,
      escalation_timeout: 2,
      subscriptions_enabled: true,
      subscriptions_confirmation_required: false,
    });
    const carla = await addAppUser(db(), stack.systemId, 'carla', null);
    await db()
      .insert(appSubscriptions)
      .values({ system_id: stack.systemId, app_user_id: carla, node_id: DEVICE, priority: 1, confirmed: true });
    await addPhone(db(), stack.systemId, 'Phone C', 'PAIR-C');
    const carlasPhone = await phone('PAIR-C', 'carla');

    const call = await press();
    await carlasPhone.shows(call.id, 'ringing');
    expect(anna.last().find((c) => c.id === call.id)).toBeUndefined();
    await anna.shows(call.id, 'ringing', 6_000);
    await ben.shows(call.id, 'ringing');
    const steps = await trail(call.id);
    // Carla's phone never acknowledged: resent after a second, then passed on to the group after two.
    expect(steps.indexOf('Resent → carla')).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf('Escalated → anna, ben')).toBeGreaterThan(steps.indexOf('Resent → carla'));
    // Carla still has it: earlier tiers keep the call.
    expect(carlasPhone.last().find((c) => c.id === call.id)?.state).toBe('ringing');

    expect((await ben.act(call.id, 'reject')).data?.phoneCallAction.state).toBe('rejected');
    expect((await carlasPhone.act(call.id, 'accept')).data?.phoneCallAction.state).toBe('accepted');
    await anna.shows(call.id, 'taken');
    expect(await trail(call.id)).toEqual(expect.arrayContaining(['Rejected ben', 'Accepted carla']));

    // The routing explainer: why each phone rang, how far it went, and why the others did not.
    const explained = await admin.gql<{ callRouting: Record<string, unknown> }>(
      `{ callRouting(call_id: ${call.id}) { started current_tier accepted_by
          tiers { kind sent members { user_name reason group_name node_name rejected } }
          deliveries { user_name state attempts } not_reached { user_name reason } } }`,
    );
    expect(explained.data?.callRouting).toMatchObject({
      started: true,
      current_tier: 1,
      accepted_by: 'carla',
      tiers: [
        { kind: 'subscribers', sent: true, members: [{ user_name: 'carla', reason: 'subscription', rejected: false }] },
        {
          kind: 'groups',
          sent: true,
          members: [
            { user_name: 'anna', reason: 'group', group_name: 'Pflege', rejected: false },
            { user_name: 'ben', reason: 'group', group_name: 'Pflege', rejected: true },
          ],
        },
      ],
      not_reached: [{ user_name: 'paula', reason: 'no_group' }],
    });
    const sentTo = (explained.data?.callRouting.deliveries as { user_name: string; attempts: number }[]) ?? [];
    expect(sentTo.map((d) => d.user_name).sort()).toEqual(['anna', 'ben', 'carla']);
    expect(sentTo.find((d) => d.user_name === 'carla')?.attempts).toBeGreaterThan(1);
    await release(call.id);
    await setAppSettings(stack.server, { resend_timeout: 60, escalation_timeout: 120, subscriptions_enabled: false });
  });

  it('resends only to the phones that did not acknowledge', async () => {
    await setAppSettings(stack.server, { resend_timeout: 1, escalation_timeout: 120 });
    const call = await press();
    await anna.shows(call.id, 'ringing');
    await ben.shows(call.id, 'ringing');
    await anna.acknowledge([call.id]);
    // One tick resends to everyone unconfirmed: Ben alone, as Anna's phone confirmed.
    await vi.waitFor(async () => expect((await trail(call.id)).filter((s) => s.startsWith('Resent'))).not.toEqual([]), {
      timeout: 5_000,
    });
    expect((await trail(call.id)).filter((s) => s.startsWith('Resent'))[0]).toBe('Resent → ben');
    await release(call.id);
    await setAppSettings(stack.server, { resend_timeout: 60 });
  });

  it('records a send to a phone that is not connected as an error', async () => {
    const group = await addGroup(db(), stack.systemId, { name: 'Nacht', section_id: section });
    await addAppUser(db(), stack.systemId, 'emil', group);
    const client = await addPhone(db(), stack.systemId, 'Phone E', 'PAIR-E');
    const emil = await phone('PAIR-E', 'emil');
    await emil.close();
    await vi.waitFor(async () => {
      const [link] = await db().select().from(appClientLinks).where(eq(appClientLinks.client_id, client));
      expect(link?.disconnected_at).not.toBeNull();
    });
    const call = await press();
    await anna.shows(call.id, 'ringing');
    const emilsDelivery = async () =>
      (
        await db()
          .select()
          .from(phoneDeliveries)
          .where(and(eq(phoneDeliveries.call_id, call.id), eq(phoneDeliveries.client_id, client)))
      )[0];
    await vi.waitFor(async () =>
      expect(await emilsDelivery()).toMatchObject({ state: 'error', error: 'not_connected' }),
    );
    expect((await deliveries(call.id)).filter((s) => s === 'sent')).toHaveLength(2); // Anna, Ben
    await release(call.id);
  });

  it('lets a reject-only group reject but never accept', async () => {
    const helpers = await addGroup(db(), stack.systemId, {
      name: 'Helfer',
      section_id: section,
      call_handling_mode: 'reject_only',
    });
    await addAppUser(db(), stack.systemId, 'dora', helpers);
    await addPhone(db(), stack.systemId, 'Phone D', 'PAIR-D');
    const dora = await phone('PAIR-D', 'dora');
    const call = await press();
    await dora.shows(call.id, 'ringing');
    expect(dora.last().find((c) => c.id === call.id)).toMatchObject({ can_accept: false, can_reject: true });
    expect((await dora.act(call.id, 'accept')).errors[0]?.extensions?.code).toBe('PHONE_REJECT_ONLY');
    expect((await dora.act(call.id, 'reject')).data?.phoneCallAction.state).toBe('rejected');
    await release(call.id);
  });

  it('shows the team of the section: who is on a phone and which calls they took, and open presences', async () => {
    const call = await press();
    await anna.shows(call.id, 'ringing');
    await anna.act(call.id, 'accept');
    await stack.sim.control.press(24, 'presence');
    type Team = {
      phoneTeam: {
        enabled: boolean;
        members: { name: string; on_phone: boolean; busy_with: string[] }[];
        presences: { device_text_long: string }[];
      };
    };
    const team = await vi.waitFor(async () => {
      const reply = await ben.client.gql<Team>(
        '{ phoneTeam { enabled members { name on_phone busy_with } presences { device_text_long } } }',
      );
      expect(reply.data?.phoneTeam.presences.length).toBeGreaterThan(0);
      return reply.data?.phoneTeam;
    });
    expect(team?.enabled).toBe(true);
    expect(team?.members.find((m) => m.name === 'anna')).toMatchObject({
      on_phone: true,
      busy_with: [expect.any(String)],
    });
    expect(team?.members.find((m) => m.name === 'ben')).toMatchObject({ on_phone: true, busy_with: [] });
    await stack.sim.control.press(24, 'presence');
    await release(call.id);
  });

  it('counts response times per group and user, and shows each phone’s receipts', async () => {
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const stats = await admin.gql<{
      appStatistics: {
        groups: { name: string; accepted: number; rejected: number; median_seconds: number | null }[];
        users: { name: string; accepted: number; rejected: number }[];
        receipts: { client_name: string; deliveries: number; confirmed: number; opened: number; problems: string[] }[];
      };
    }>(
      `query($f: DateTime!, $t: DateTime!) { appStatistics(from: $f, to: $t) {
        groups { name accepted rejected median_seconds } users { name accepted rejected }
        receipts { client_name deliveries confirmed opened problems } } }`,
      { f: from, t: to },
    );
    const { groups, users, receipts } = stats.data?.appStatistics ?? { groups: [], users: [], receipts: [] };
    expect(users.map((u) => `${u.name} ${u.accepted}/${u.rejected}`)).toEqual([
      'anna 2/0',
      'ben 0/1',
      'carla 1/0',
      'dora 0/1',
    ]);
    expect(groups.find((g) => g.name === 'Pflege')).toMatchObject({ accepted: 2, rejected: 1 });
    expect(groups.find((g) => g.name === 'Pflege')?.median_seconds).toBeLessThan(5);
    const phoneA = receipts.find((r) => r.client_name === 'Phone A');
    expect(phoneA).toMatchObject({ confirmed: 2, opened: 1 });
    expect(phoneA?.deliveries).toBeGreaterThan(phoneA?.confirmed ?? 0);
    expect(phoneA?.problems).toContain('unacknowledged');
    const wrong = await admin.gql(
      'query($f: DateTime!, $t: DateTime!) { appStatistics(from: $f, to: $t) { unanswered } }',
      { f: to, t: from },
    );
    expect(wrong.errors[0]?.extensions).toMatchObject({ field: 'to', key: 'start_before_end' });
  });

  it('lets an app user subscribe to rooms of their section when the settings allow it', async () => {
    type Subs = {
      allowed: boolean;
      subscriptions: { id: number; node_name: string; confirmed: boolean }[];
      rooms: { id: number; name: string }[];
    };
    const VIEW = '{ phoneSubscriptions { allowed subscriptions { id node_name confirmed } rooms { id name } } }';
    const view = async () => (await anna.client.gql<{ phoneSubscriptions: Subs }>(VIEW)).data?.phoneSubscriptions;
    expect(await view()).toEqual({ allowed: false, subscriptions: [], rooms: [] });
    const refused = await anna.client.gql('mutation { phoneSubscribe(node_id: 1) { allowed } }');
    expect(refused.errors[0]?.extensions?.code).toBe('PHONE_SUBSCRIPTIONS_OFF');

    await setAppSettings(stack.server, {
      subscriptions_enabled: true,
      subscriptions_user_defined: true,
      subscriptions_confirmation_required: true,
    });
    const open = await view();
    expect(open?.allowed).toBe(true);
    const room = open?.rooms[0];
    if (!room) throw new Error('the section has no room');
    const subscribed = await anna.client.gql<{ phoneSubscribe: Subs }>(
      'mutation($n: Int!) { phoneSubscribe(node_id: $n, priority: 2) { subscriptions { id node_name confirmed } } }',
      { n: room.id },
    );
    // Confirmation is required: it waits for app management.
    expect(subscribed.data?.phoneSubscribe.subscriptions).toEqual([
      { id: expect.any(Number), node_name: room.name, confirmed: false },
    ]);
    const twice = await anna.client.gql('mutation($n: Int!) { phoneSubscribe(node_id: $n) { allowed } }', {
      n: room.id,
    });
    expect(twice.errors[0]?.extensions).toMatchObject({ field: 'node_id', key: 'unique' });
    const id = subscribed.data?.phoneSubscribe.subscriptions[0]?.id ?? 0;
    // Someone else's subscription is not theirs to remove.
    expect(
      (await ben.client.gql(`mutation { phoneUnsubscribe(id: ${id}) { allowed } }`)).errors[0]?.extensions?.code,
    ).toBe('PHONE_ACTION_NOT_ALLOWED');
    const gone = await anna.client.gql<{ phoneUnsubscribe: Subs }>(
      `mutation { phoneUnsubscribe(id: ${id}) { subscriptions { id } } }`,
    );
    expect(gone.data?.phoneUnsubscribe.subscriptions).toEqual([]);
    await setAppSettings(stack.server, { subscriptions_enabled: false, subscriptions_user_defined: false });
  });

  it('finds a section without phones, and tells technicians when one loses its last phone', async () => {
    type Coverage = { appCoverage: { active: boolean; sections: { section_id: number; uncovered: string }[] } };
    const coverage = async () =>
      (await admin.gql<Coverage>('{ appCoverage { active sections { section_id uncovered } } }')).data?.appCoverage;
    const before = await coverage();
    expect(before?.active).toBe(true);
    expect(before?.sections.map((s) => s.section_id)).not.toContain(section);

    const heard: { subject: string; payload: unknown; technicians_only?: boolean }[] = [];
    const off = stack.server.app.services.bus.on('systemMessage', (m) => heard.push(m));
    const watch = stack.server.app.services.coverageWatch;
    await watch.round();
    // Everyone of the section signs out: its nursing calls would ring no phone now.
    for (const phone of phones) await phone.client.gql('mutation { phoneSignOut }');
    expect((await coverage())?.sections).toContainEqual({ section_id: section, uncovered: 'all' });
    await watch.round();
    await vi.waitFor(() =>
      expect(heard.find((m) => m.subject === 'app.coverage')).toMatchObject({
        technicians_only: true,
        payload: { system_id: stack.systemId, uncovered: expect.arrayContaining([expect.any(String)]) },
      }),
    );
    off();
  });

  it('cuts an unpaired phone off at once', async () => {
    await addPhone(db(), stack.systemId, 'Phone E', 'PAIR-E');
    await addAppUser(db(), stack.systemId, 'emil', null);
    const emil = await phone('PAIR-E', 'emil');
    const clientId = (
      await emil.client.gql<{ phoneSession: { client: { id: number } } }>('{ phoneSession { client { id } } }')
    ).data?.phoneSession.client.id;
    // As the console's unpair does: the phone's tokens are worthless, and every instance is told.
    await stack.server.app.services.phones.unpair([clientId ?? 0]);
    await vi.waitFor(() => expect(emil.ended?.code).toBe('PHONE_NOT_PAIRED'));
    expect((await emil.client.gql('{ phoneCalls { id } }')).errors[0]?.extensions?.code).toBe('PHONE_NOT_PAIRED');
  });
});
