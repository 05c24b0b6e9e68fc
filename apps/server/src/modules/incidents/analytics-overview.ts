import { hasPermission, type PermissionCode, type Principal } from '@wardlight/domain';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hubs, incidents, sections, systemTreeNodes } from '../../db/schema/index';

/** The overview boxes of spec part 2 §2, each behind its permission (part 2 §6), and what each counts. */
const BOXES: readonly { kind: string; permission: PermissionCode; where: SQL | undefined }[] = [
  {
    kind: 'defects',
    permission: 'analytics::see_defects',
    where: and(sql`${incidents.type} in ('Defect', 'ProbableDefect')`, eq(incidents.is_repeater, false)),
  },
  { kind: 'low_battery', permission: 'analytics::see_low_battery_box', where: eq(incidents.type, 'Battery') },
  { kind: 'not_reachable', permission: 'analytics::see_not_reachable_box', where: eq(incidents.type, 'Reachability') },
  {
    kind: 'repeater_defects',
    permission: 'analytics::see_repeater_defects',
    where: and(eq(incidents.type, 'Defect'), eq(incidents.is_repeater, true)),
  },
];

const ITEMS_PER_BOX = 10;
const severityRank = sql`case ${incidents.severity} when 'Critical' then 0 when 'Warning' then 1 else 2 end`;

/** The boxes the caller may see, with the open incidents of each: a count and the first ten. */
export async function analyticsOverview(db: Db, principal: Principal, systemId: number) {
  const boxes = BOXES.filter((b) => hasPermission(principal, b.permission));
  return Promise.all(
    boxes.map(async (box) => {
      const where = and(eq(incidents.system_id, systemId), ne(incidents.state, 'Closed'), box.where);
      const [items, totals] = await Promise.all([
        db
          .select({
            incident_id: incidents.id,
            severity: incidents.severity,
            system_tree_node_id: incidents.system_tree_node_id,
            hub_id: incidents.hub_id,
            device_name: sql<
              string | null
            >`coalesce(nullif(${systemTreeNodes.text_long}, ''), ${systemTreeNodes.name}, ${hubs.name})`,
            section_name: sections.name,
            battery: systemTreeNodes.battery,
            opened_at: incidents.opened_at,
          })
          .from(incidents)
          .leftJoin(
            systemTreeNodes,
            and(
              eq(systemTreeNodes.system_id, incidents.system_id),
              eq(systemTreeNodes.id, incidents.system_tree_node_id),
            ),
          )
          .leftJoin(hubs, and(eq(hubs.system_id, incidents.system_id), eq(hubs.id, incidents.hub_id)))
          .leftJoin(sections, and(eq(sections.system_id, incidents.system_id), eq(sections.id, incidents.section_id)))
          .where(where)
          .orderBy(severityRank, asc(incidents.opened_at))
          .limit(ITEMS_PER_BOX),
        db.select({ n: count() }).from(incidents).where(where),
      ]);
      return { kind: box.kind, count: totals[0]?.n ?? 0, items };
    }),
  );
}
