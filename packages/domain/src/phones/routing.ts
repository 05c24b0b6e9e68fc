import type { WallClock } from '../display/clock';
import type { DisplayGroupLike } from '../display/display-groups';
import { type ScheduleTimes, scheduleSlot, scheduleTimes } from '../display/schedule';
import { isWeekend } from '../display/weekend';

/**
 * Which phones a call reaches, and in which order (ADR 0031). A pure function of the call, the app
 * configuration and the care home's wall clock: the escalation engine walks the tiers it returns, and
 * the call form's routing explainer shows the reasons beside them.
 */

export type CallHandlingMode = 'full' | 'reject_only';

/** An app user group (spec part 2 §3): its section, what it may do, which calls, which rooms first. */
export interface AppGroupRule {
  id: number;
  name: string;
  section_id: number;
  call_handling_mode: CallHandlingMode;
  /** The (section, call type) pairs it receives; none: every call of its sections but defects. */
  display_group_ids: readonly number[];
  /** `priority`: the group answers first for the nodes it selected, by their priority (1 first). */
  node_selection: 'ignored' | 'priority';
  nodes: ReadonlyArray<{ node_id: number; priority: number }>;
}

export interface AppUserRule {
  id: number;
  group_id: number | null;
  /** Signed in on a paired phone that is connected: only they can be rung. */
  reachable: boolean;
  /** The nodes the user subscribed to (spec §2 subscriptions), with their priority. */
  subscriptions: ReadonlyArray<{ node_id: number; priority: number; confirmed: boolean }>;
}

/**
 * An app display-group connection (spec part 2 §3): while enabled (and in its schedule's slots, when
 * it has one), the groups of all its sections receive the calls of all its sections that its display
 * groups select — the night shift of two wards. A call of a node outside every section (a repeater,
 * a technical device) is matched by the tree's display group.
 */
export interface AppConnectionRule {
  id: number;
  name: string;
  is_enabled: boolean;
  section_ids: readonly number[];
  section_display_group_id: number | null;
  tree_display_group_id: number | null;
  /** Beyond the spec: the schedule slots (1–5) it is active in, weekday and weekend; null: always. */
  schedule: {
    weekday_schedule_id: number;
    weekend_schedule_id: number;
    slots: readonly number[];
  } | null;
}

export interface PhoneRoutingConfig {
  groups: readonly AppGroupRule[];
  users: readonly AppUserRule[];
  connections: readonly AppConnectionRule[];
  displayGroups: readonly DisplayGroupLike[];
  schedules: readonly ScheduleTimes[];
  weekend_start: number;
  weekend_stop: number;
  subscriptions_enabled: boolean;
  subscriptions_confirmation_required: boolean;
  sos_send_to_all_users: boolean;
}

/** The call as routing reads it. `node_path`: its device first, then each node above it. */
export interface RoutedCall {
  section_id: number | null;
  node_path: readonly number[];
  call_type_id: number;
  flag: string;
  urgency: string;
}

export type TierKind = 'subscribers' | 'groups' | 'unselected' | 'everyone';

/** Why a user is in a tier: for the routing explainer ("why did this phone ring"). */
export type RoutingReason =
  | { kind: 'subscription'; node_id: number; priority: number }
  | { kind: 'group'; group_id: number; via_connection: number | null; priority: number | null }
  | { kind: 'sos' };

export interface TierMember {
  user_id: number;
  can_accept: boolean;
  reason: RoutingReason;
}

export interface Tier {
  kind: TierKind;
  /** The node priority (subscribers and groups with a node selection); null for the others. */
  priority: number | null;
  members: readonly TierMember[];
}

/** Why a call reaches nobody at all, or why a group was passed over (for the explainer). */
export type RoutingNote =
  | { kind: 'presence' }
  | { kind: 'no_section' }
  | { kind: 'group_filtered'; group_id: number }
  | { kind: 'nobody_reachable'; group_id: number }
  | { kind: 'connection_inactive'; connection_id: number };

export interface Routing {
  tiers: readonly Tier[];
  notes: readonly RoutingNote[];
}

const DEFECT = 'Defect';
const PRESENCE = 'Presence';
const EMERGENCY = 'Emergency';

/**
 * The tiers of a call, first to last; each tier holds only users who are not in an earlier one and are
 * reachable now. Presences are not calls to answer: they reach nobody (phones show them in the team
 * view). Empty tiers are left out, so the engine never waits on a tier nobody can answer.
 */
export function routeCall(call: RoutedCall, config: PhoneRoutingConfig, clock: WallClock): Routing {
  const notes: RoutingNote[] = [];
  if (call.flag === PRESENCE) return { tiers: [], notes: [{ kind: 'presence' }] };
  const builder = tierBuilder(config.users);

  if (config.subscriptions_enabled) addSubscribers(builder, call, config);
  const groups = groupsFor(call, config, clock, notes);
  addGroups(builder, call, groups, config, notes);
  if (config.sos_send_to_all_users && call.urgency === EMERGENCY) addEveryone(builder, config);
  if (call.section_id === null && groups.length === 0) notes.push({ kind: 'no_section' });
  return { tiers: builder.tiers(), notes };
}

/** Collects tiers by (order, kind, priority) and lets a user into the first tier that names them. */
function tierBuilder(users: readonly AppUserRule[]) {
  const reachable = new Map(users.filter((u) => u.reachable).map((u) => [u.id, u]));
  const placed = new Set<number>();
  const tiers: { rank: number; kind: TierKind; priority: number | null; members: TierMember[] }[] = [];
  const tierOf = (rank: number, kind: TierKind, priority: number | null) => {
    let tier = tiers.find((t) => t.rank === rank);
    if (!tier) {
      tier = { rank, kind, priority, members: [] };
      tiers.push(tier);
    }
    return tier;
  };
  return {
    reachable,
    /** Candidates are offered in rank order by the callers, so the first offer of a user wins. */
    offer(rank: number, kind: TierKind, priority: number | null, member: TierMember) {
      if (!reachable.has(member.user_id) || placed.has(member.user_id)) return false;
      placed.add(member.user_id);
      tierOf(rank, kind, priority).members.push(member);
      return true;
    },
    tiers(): Tier[] {
      return tiers
        .filter((t) => t.members.length > 0)
        .sort((a, b) => a.rank - b.rank)
        .map(({ kind, priority, members }) => ({ kind, priority, members }));
    },
  };
}
type Builder = ReturnType<typeof tierBuilder>;

/** Ranks: subscribers 1–99 by priority, groups 100 + priority, unselected 10,000, everyone 20,000. */
const RANK = { subscribers: 0, groups: 100, unselected: 10_000, everyone: 20_000 } as const;

/** The call's node (or the nearest node above it) in a list of (node, priority): its priority. */
function priorityIn(path: readonly number[], nodes: ReadonlyArray<{ node_id: number; priority: number }>) {
  for (const node of path) {
    const hit = nodes.find((n) => n.node_id === node);
    if (hit) return { node_id: node, priority: hit.priority };
  }
  return null;
}

function addSubscribers(builder: Builder, call: RoutedCall, config: PhoneRoutingConfig): void {
  const offers = config.users.flatMap((user) => {
    const active = user.subscriptions.filter((s) => s.confirmed || !config.subscriptions_confirmation_required);
    const hit = priorityIn(call.node_path, active);
    return hit ? [{ user, hit }] : [];
  });
  offers.sort((a, b) => a.hit.priority - b.hit.priority || a.user.id - b.user.id);
  for (const { user, hit } of offers) {
    // A subscription never lifts a reject-only user's limits: their group decides what they may do.
    const group = config.groups.find((g) => g.id === user.group_id);
    builder.offer(RANK.subscribers + Math.min(hit.priority, 99), 'subscribers', hit.priority, {
      user_id: user.id,
      can_accept: group?.call_handling_mode !== 'reject_only',
      reason: { kind: 'subscription', node_id: hit.node_id, priority: hit.priority },
    });
  }
}

interface GroupMatch {
  group: AppGroupRule;
  via: number | null;
}

/** The groups whose sections receive the call: its own section's, and those joined to it by a connection. */
function groupsFor(call: RoutedCall, config: PhoneRoutingConfig, clock: WallClock, notes: RoutingNote[]) {
  const matches: GroupMatch[] = [];
  const add = (group: AppGroupRule, via: number | null) => {
    if (!matches.some((m) => m.group.id === group.id)) matches.push({ group, via });
  };
  if (call.section_id !== null)
    for (const group of config.groups) if (group.section_id === call.section_id) add(group, null);
  for (const connection of config.connections) {
    const covers = call.section_id === null || connection.section_ids.includes(call.section_id);
    if (!connection.is_enabled || !covers) continue;
    if (!connectionActive(connection, config, clock)) {
      notes.push({ kind: 'connection_inactive', connection_id: connection.id });
      continue;
    }
    const displayGroup =
      call.section_id === null ? connection.tree_display_group_id : connection.section_display_group_id;
    if (!selects(displayGroup, call, config.displayGroups)) continue;
    for (const group of config.groups) if (connection.section_ids.includes(group.section_id)) add(group, connection.id);
  }
  return matches;
}

function connectionActive(connection: AppConnectionRule, config: PhoneRoutingConfig, clock: WallClock): boolean {
  if (!connection.schedule) return true;
  const weekend = isWeekend(clock, config.weekend_start, config.weekend_stop);
  const id = weekend ? connection.schedule.weekend_schedule_id : connection.schedule.weekday_schedule_id;
  const schedule = config.schedules.find((s) => s.id === id);
  if (!schedule) return false;
  const slot = scheduleSlot(scheduleTimes(schedule), clock) + 1;
  return slot > 0 && connection.schedule.slots.includes(slot);
}

/**
 * Does a display group (null: any call but defects) select the call? A call outside every section (a
 * repeater's defect) has no section to match: its call type decides.
 */
function selects(displayGroupId: number | null, call: RoutedCall, groups: readonly DisplayGroupLike[]): boolean {
  if (displayGroupId === null) return call.flag !== DEFECT;
  const group = groups.find((g) => g.id === displayGroupId);
  return !!group?.connections.some(
    (c) => c.call_type_id === call.call_type_id && (call.section_id === null || c.section_id === call.section_id),
  );
}

/** A group's own filter: its display groups, or every call but defects when it has none. */
function groupTakes(group: AppGroupRule, call: RoutedCall, displayGroups: readonly DisplayGroupLike[]): boolean {
  if (group.display_group_ids.length === 0) return call.flag !== DEFECT;
  return group.display_group_ids.some((id) => selects(id, call, displayGroups));
}

function addGroups(
  builder: Builder,
  call: RoutedCall,
  matches: readonly GroupMatch[],
  config: PhoneRoutingConfig,
  notes: RoutingNote[],
): void {
  const ranked = matches.flatMap(({ group, via }) => {
    // Through a connection the connection's display group has chosen the call; at home the group's own.
    if (via === null && !groupTakes(group, call, config.displayGroups)) {
      notes.push({ kind: 'group_filtered', group_id: group.id });
      return [];
    }
    const hit = group.node_selection === 'priority' ? priorityIn(call.node_path, group.nodes) : null;
    // A group with a node selection answers for the rest of its section only when its selection's turn is over.
    const unselected = group.node_selection === 'priority' && !hit;
    const rank = unselected ? RANK.unselected : RANK.groups + Math.min(hit?.priority ?? 1, 9_000);
    return [{ group, via, hit, unselected, rank }];
  });
  ranked.sort((a, b) => a.rank - b.rank || a.group.id - b.group.id);
  for (const { group, via, hit, unselected, rank } of ranked) {
    const members = config.users.filter((u) => u.group_id === group.id);
    if (!members.some((u) => builder.reachable.has(u.id))) notes.push({ kind: 'nobody_reachable', group_id: group.id });
    for (const user of members)
      builder.offer(rank, unselected ? 'unselected' : 'groups', unselected ? null : (hit?.priority ?? 1), {
        user_id: user.id,
        can_accept: group.call_handling_mode === 'full',
        reason: { kind: 'group', group_id: group.id, via_connection: via, priority: hit?.priority ?? null },
      });
  }
}

function addEveryone(builder: Builder, config: PhoneRoutingConfig): void {
  for (const user of config.users) {
    const group = config.groups.find((g) => g.id === user.group_id);
    builder.offer(RANK.everyone, 'everyone', null, {
      user_id: user.id,
      can_accept: group?.call_handling_mode !== 'reject_only',
      reason: { kind: 'sos' },
    });
  }
}
