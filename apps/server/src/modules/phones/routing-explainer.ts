import { type RoutingNote, routeCall, type Tier, wallClockInZone } from '@wardlight/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  appClients,
  appConnections,
  appUserGroups,
  appUsers,
  calls,
  phoneDeliveries,
  systemTreeNodes,
} from '../../db/schema/index';
import { escalationOf } from './escalation/escalation.repository';
import { loadRouting, routedCalls } from './escalation/routing-config';

/** Why an app user of the system was not rung (beyond the tiers, which say why the others were). */
export type MissReason = 'not_reachable' | 'no_group' | 'other_section' | 'filtered' | 'presence';

/**
 * The routing explainer (issue 13): for one call, the tiers it was routed to with why each user is there,
 * how far the escalation went, every delivery with its state, and — for the app users it did not reach —
 * why not. Answers "why did this phone ring, and why did that one not" on the call form.
 */
export async function explainRouting(db: DbOrTx, systemId: number, callId: number, now = new Date()) {
  const [call] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.system_id, systemId), eq(calls.id, callId)));
  if (!call) return null;
  const [row, users, groups, connections, deliveries, routing, routed] = await Promise.all([
    escalationOf(db, systemId, callId),
    db
      .select({ id: appUsers.id, name: appUsers.name, group_id: appUsers.group_id })
      .from(appUsers)
      .where(eq(appUsers.system_id, systemId)),
    db.select().from(appUserGroups).where(eq(appUserGroups.system_id, systemId)),
    db
      .select({ id: appConnections.id, name: appConnections.name })
      .from(appConnections)
      .where(eq(appConnections.system_id, systemId)),
    db
      .select({
        client_name: appClients.name,
        user_name: appUsers.name,
        state: phoneDeliveries.state,
        sent_at: phoneDeliveries.sent_at,
        confirmed_at: phoneDeliveries.confirmed_at,
        opened_at: phoneDeliveries.opened_at,
        attempts: phoneDeliveries.attempts,
      })
      .from(phoneDeliveries)
      .innerJoin(appClients, eq(appClients.id, phoneDeliveries.client_id))
      .innerJoin(appUsers, eq(appUsers.id, phoneDeliveries.app_user_id))
      .where(and(eq(phoneDeliveries.system_id, systemId), eq(phoneDeliveries.call_id, callId)))
      .orderBy(asc(phoneDeliveries.sent_at)),
    loadRouting(db, systemId, now),
    routedCalls(db, systemId, [call]),
  ]);
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const connectionName = new Map(connections.map((c) => [c.id, c.name]));
  const tiers: Tier[] = row?.tiers ?? [];
  const nodeIds = tiers.flatMap((t) =>
    t.members.flatMap((m) => (m.reason.kind === 'subscription' ? [m.reason.node_id] : [])),
  );
  const nodes = nodeIds.length
    ? await db
        .select({ id: systemTreeNodes.id, name: systemTreeNodes.name })
        .from(systemTreeNodes)
        .where(and(eq(systemTreeNodes.system_id, systemId), inArray(systemTreeNodes.id, nodeIds)))
    : [];
  const nodeName = new Map(nodes.map((n) => [n.id, n.name]));

  // As if every app user were signed in now: who routing would place, and the notes on groups.
  const target = routed.get(callId);
  const clock = wallClockInZone(now, routing.timeZone);
  const everyone = { ...routing.config, users: routing.config.users.map((u) => ({ ...u, reachable: true })) };
  const ideal = target ? routeCall(target, everyone, clock) : { tiers: [], notes: [] };
  const actual = target ? routeCall(target, routing.config, clock) : { tiers: [], notes: [] };
  const placed = new Set(tiers.flatMap((t) => t.members.map((m) => m.user_id)));
  const wouldBe = new Set(ideal.tiers.flatMap((t) => t.members.map((m) => m.user_id)));
  const filtered = new Set(ideal.notes.flatMap((n) => (n.kind === 'group_filtered' ? [n.group_id] : [])));
  const presence = ideal.notes.some((n) => n.kind === 'presence');
  const missReason = (user: (typeof users)[number]): MissReason => {
    if (presence) return 'presence';
    if (wouldBe.has(user.id)) return 'not_reachable';
    if (user.group_id === null) return 'no_group';
    return filtered.has(user.group_id) ? 'filtered' : 'other_section';
  };

  return {
    started: row !== undefined,
    current_tier: row && row.state.tier >= 0 ? row.state.tier : null,
    accepted_by: row?.state.accepted ? (userName.get(row.state.accepted.user_id) ?? null) : null,
    exhausted: row?.state.exhausted ?? false,
    closed: call.is_closed,
    tiers: tiers.map((tier, index) => ({
      index,
      kind: tier.kind,
      priority: tier.priority,
      sent: row ? index <= row.state.tier : false,
      members: tier.members.map((m) => ({
        user_name: userName.get(m.user_id) ?? `#${m.user_id}`,
        can_accept: m.can_accept,
        reason: m.reason.kind,
        group_name: m.reason.kind === 'group' ? (groupName.get(m.reason.group_id) ?? null) : null,
        connection_name:
          m.reason.kind === 'group' && m.reason.via_connection !== null
            ? (connectionName.get(m.reason.via_connection) ?? null)
            : null,
        node_name: m.reason.kind === 'subscription' ? (nodeName.get(m.reason.node_id) ?? null) : null,
        priority: m.reason.kind === 'sos' ? null : m.reason.priority,
        rejected: row?.state.rejected_by.includes(m.user_id) ?? false,
      })),
    })),
    notes: actual.notes.flatMap((n) => noteView(n, groupName, connectionName)),
    deliveries,
    not_reached: users
      .filter((u) => !placed.has(u.id))
      .map((u) => ({ user_name: u.name, reason: missReason(u) }))
      .sort((a, b) => a.user_name.localeCompare(b.user_name)),
  };
}

interface NoteView {
  kind: RoutingNote['kind'];
  group_name: string | null;
  connection_name: string | null;
}

function noteView(note: RoutingNote, groups: Map<number, string>, connections: Map<number, string>): NoteView[] {
  switch (note.kind) {
    case 'group_filtered':
    case 'nobody_reachable':
      return [{ kind: note.kind, group_name: groups.get(note.group_id) ?? null, connection_name: null }];
    case 'connection_inactive':
      return [{ kind: note.kind, group_name: null, connection_name: connections.get(note.connection_id) ?? null }];
    default:
      return [{ kind: note.kind, group_name: null, connection_name: null }];
  }
}

export type CallRoutingView = NonNullable<Awaited<ReturnType<typeof explainRouting>>>;
