import { hasPermission, type Principal } from '@wardlight/domain';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { hubs, incidents, sections, systemTreeNodes, users } from '../../db/schema/index';

const parent = alias(systemTreeNodes, 'parent');
/** Beyond a day's round: the list is for walking, not for history. */
const MAX_ITEMS = 1000;

/**
 * The technician's work list (`/admin/defects`): the open incidents in the order to walk them — section,
 * the place above the device (its room), the device. Repeater defects as the call log has them: with
 * admin::manage_system or calllog::see_repeater_defects.
 */
export function defectWorkList(db: Db, principal: Principal, systemId: number) {
  const repeaters =
    hasPermission(principal, 'admin::manage_system') || hasPermission(principal, 'calllog::see_repeater_defects');
  const deviceName = sql<
    string | null
  >`coalesce(nullif(${systemTreeNodes.text_long}, ''), ${systemTreeNodes.name}, ${hubs.name})`;
  return db
    .select({
      incident_id: incidents.id,
      type: incidents.type,
      severity: incidents.severity,
      is_repeater: incidents.is_repeater,
      system_tree_node_id: incidents.system_tree_node_id,
      hub_id: incidents.hub_id,
      device_name: deviceName,
      place: parent.name,
      section_name: sections.name,
      battery: systemTreeNodes.battery,
      detail: incidents.detail,
      opened_at: incidents.opened_at,
      assignee_name: users.name,
    })
    .from(incidents)
    .leftJoin(
      systemTreeNodes,
      and(eq(systemTreeNodes.system_id, incidents.system_id), eq(systemTreeNodes.id, incidents.system_tree_node_id)),
    )
    .leftJoin(parent, and(eq(parent.system_id, incidents.system_id), eq(parent.id, systemTreeNodes.parent_id)))
    .leftJoin(hubs, and(eq(hubs.system_id, incidents.system_id), eq(hubs.id, incidents.hub_id)))
    .leftJoin(sections, and(eq(sections.system_id, incidents.system_id), eq(sections.id, incidents.section_id)))
    .leftJoin(users, eq(users.id, incidents.assignee_user_id))
    .where(
      and(
        eq(incidents.system_id, systemId),
        ne(incidents.state, 'Closed'),
        repeaters ? undefined : eq(incidents.is_repeater, false),
      ),
    )
    .orderBy(sql`${sections.name} nulls last`, sql`${parent.name} nulls last`, asc(deviceName), asc(incidents.id))
    .limit(MAX_ITEMS);
}
