import type { PhoneRoutingConfig, RoutedCall } from '@wardlight/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../../db/client';
import {
  appConnections,
  appSubscriptions,
  appUserGroups,
  appUsers,
  callTypes,
  systems,
} from '../../../db/schema/index';
import type { CallRow } from '../../calls/calls.repository';
import { systemRelations } from '../../display/display.repository';
import { reachableUsers, readAppSettings } from '../phones.repository';

export interface SystemRouting {
  config: PhoneRoutingConfig;
  timeZone: string;
}

/** Everything routing reads of one system: ten statements, whatever the number of users and calls. */
export async function loadRouting(db: DbOrTx, systemId: number, now: Date): Promise<SystemRouting> {
  const [[system], groups, users, reachable, subscriptions, connections, [schedules, displayGroups], settings] =
    await Promise.all([
      db
        .select({
          timezone: systems.timezone,
          weekend_start: systems.weekend_start,
          weekend_stop: systems.weekend_stop,
        })
        .from(systems)
        .where(eq(systems.id, systemId)),
      db.select().from(appUserGroups).where(eq(appUserGroups.system_id, systemId)),
      db
        .select({ id: appUsers.id, group_id: appUsers.group_id })
        .from(appUsers)
        .where(eq(appUsers.system_id, systemId)),
      reachableUsers(db, systemId, now),
      db.select().from(appSubscriptions).where(eq(appSubscriptions.system_id, systemId)),
      db.select().from(appConnections).where(eq(appConnections.system_id, systemId)),
      systemRelations(db, systemId),
      readAppSettings(db),
    ]);
  const subsOf = new Map<number, { node_id: number; priority: number; confirmed: boolean }[]>();
  for (const s of subscriptions) {
    const list = subsOf.get(s.app_user_id) ?? [];
    list.push({ node_id: s.node_id, priority: s.priority, confirmed: s.confirmed });
    subsOf.set(s.app_user_id, list);
  }
  return {
    timeZone: system?.timezone ?? 'Europe/Zurich',
    config: {
      groups: groups.map((g) => ({
        id: g.id,
        name: g.name,
        section_id: g.section_id,
        call_handling_mode: g.call_handling_mode === 'reject_only' ? 'reject_only' : 'full',
        display_group_ids: g.display_group_ids,
        node_selection: g.node_selection === 'priority' ? 'priority' : 'ignored',
        nodes: g.nodes,
      })),
      users: users.map((u) => ({
        id: u.id,
        group_id: u.group_id,
        reachable: reachable.has(u.id),
        subscriptions: subsOf.get(u.id) ?? [],
      })),
      connections: connections.map((c) => ({
        id: c.id,
        name: c.name,
        is_enabled: c.is_enabled,
        section_ids: c.section_ids,
        section_display_group_id: c.section_display_group_id,
        tree_display_group_id: c.tree_display_group_id,
        schedule:
          c.weekday_schedule_id !== null && c.weekend_schedule_id !== null
            ? { weekday_schedule_id: c.weekday_schedule_id, weekend_schedule_id: c.weekend_schedule_id, slots: c.slots }
            : null,
      })),
      displayGroups: displayGroups.map((g) => ({ id: g.id, connections: g.connections })),
      schedules,
      weekend_start: system?.weekend_start ?? 0,
      weekend_stop: system?.weekend_stop ?? 0,
      subscriptions_enabled: settings.subscriptions_enabled,
      subscriptions_confirmation_required: settings.subscriptions_confirmation_required,
      sos_send_to_all_users: settings.sos_send_to_all_users,
    },
  };
}

/**
 * What routing knows of call types and node paths, kept with a system's routing (engine.ts, two seconds):
 * a burst's calls come from a few devices, and the path above each was a recursive statement per look.
 */
export interface RoutedKnown {
  types: Map<number, { flag: string; urgency: string }>;
  paths: Map<number, number[]>;
}
export const newRoutedKnown = (): RoutedKnown => ({ types: new Map(), paths: new Map() });

/**
 * The calls as routing reads them: their type's flag and urgency and the path of nodes above each device.
 * Only what `known` lacks is read, and added to it.
 */
export async function routedCalls(
  db: DbOrTx,
  systemId: number,
  calls: readonly CallRow[],
  known: RoutedKnown = newRoutedKnown(),
) {
  const typeIds = [...new Set(calls.map((c) => c.call_type_id))].filter((id) => !known.types.has(id));
  const nodeIds = [
    ...new Set(calls.map((c) => c.system_tree_node_id).filter((id): id is number => id !== null)),
  ].filter((id) => !known.paths.has(id));
  const [types, paths] = await Promise.all([
    typeIds.length
      ? db
          .select({ id: callTypes.id, flag: callTypes.flag, urgency: callTypes.urgency })
          .from(callTypes)
          .where(and(eq(callTypes.system_id, systemId), inArray(callTypes.id, typeIds)))
      : [],
    nodePaths(db, systemId, nodeIds),
  ]);
  for (const t of types) known.types.set(t.id, t);
  for (const [id, path] of paths) known.paths.set(id, path);
  return new Map(
    calls.map((c): [number, RoutedCall] => {
      const type = known.types.get(c.call_type_id);
      return [
        c.id,
        {
          section_id: c.section_id,
          node_path:
            c.system_tree_node_id === null ? [] : (known.paths.get(c.system_tree_node_id) ?? [c.system_tree_node_id]),
          call_type_id: c.call_type_id,
          flag: type?.flag ?? 'None',
          urgency: type?.urgency ?? 'Normal',
        },
      ];
    }),
  );
}

/** Each node and the nodes above it (ten levels at most, as the tree's own chain), in one statement. */
async function nodePaths(db: DbOrTx, systemId: number, nodeIds: readonly number[]): Promise<Map<number, number[]>> {
  if (!nodeIds.length) return new Map();
  const result = await db.execute(sql`
    WITH RECURSIVE up(start_id, id, parent_id, depth) AS (
      SELECT n.id, n.id, n.parent_id, 0 FROM system_tree_nodes n
        WHERE n.system_id = ${systemId} AND n.id IN (${sql.join(
          nodeIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      UNION ALL
      SELECT up.start_id, p.id, p.parent_id, up.depth + 1 FROM up
        JOIN system_tree_nodes p ON p.system_id = ${systemId} AND p.id = up.parent_id
        WHERE up.depth < 10
    )
    SELECT start_id, id FROM up ORDER BY start_id, depth`);
  const paths = new Map<number, number[]>();
  for (const row of rowsOf<{ start_id: number; id: number }>(result)) {
    const path = paths.get(row.start_id) ?? [];
    path.push(row.id);
    paths.set(row.start_id, path);
  }
  return paths;
}
