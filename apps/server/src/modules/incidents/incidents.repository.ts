import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  hubs,
  incidentComments,
  incidents,
  roles,
  sections,
  systemTreeNodes,
  userRoles,
  users,
} from '../../db/schema/index';

export interface IncidentFilterInput {
  types?: readonly string[] | null;
  states?: readonly string[] | null;
  severities?: readonly string[] | null;
  section_ids?: readonly number[] | null;
  assignee_user_ids?: readonly number[] | null;
  unassigned?: boolean | null;
  repeater?: boolean | null;
}

const assignee = alias(users, 'assignee');
const closer = alias(users, 'closer');

const severityRank = sql`case ${incidents.severity} when 'Critical' then 0 when 'Warning' then 1 else 2 end`;

function whereOf(systemId: number, f: IncidentFilterInput | null | undefined): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(incidents.system_id, systemId)];
  const states = f?.states?.length ? f.states : ['New', 'Assigned'];
  parts.push(inArray(incidents.state, [...states]));
  if (f?.types?.length) parts.push(inArray(incidents.type, [...f.types]));
  if (f?.severities?.length) parts.push(inArray(incidents.severity, [...f.severities]));
  if (f?.section_ids?.length) parts.push(inArray(incidents.section_id, [...f.section_ids]));
  if (f?.assignee_user_ids?.length) parts.push(inArray(incidents.assignee_user_id, [...f.assignee_user_ids]));
  if (f?.unassigned) parts.push(isNull(incidents.assignee_user_id));
  if (f?.repeater === true || f?.repeater === false) parts.push(eq(incidents.is_repeater, f.repeater));
  return and(...parts);
}

/** An incident with the names a person reads: device or hub, section, assignee, who closed it. */
function selectViews(db: DbOrTx) {
  return db
    .select({
      incident: incidents,
      node_name: sql<string | null>`coalesce(nullif(${systemTreeNodes.text_long}, ''), ${systemTreeNodes.name})`,
      battery: systemTreeNodes.battery,
      hub_name: hubs.name,
      section_name: sections.name,
      assignee_name: assignee.name,
      closed_by_name: closer.name,
    })
    .from(incidents)
    .leftJoin(
      systemTreeNodes,
      and(eq(systemTreeNodes.system_id, incidents.system_id), eq(systemTreeNodes.id, incidents.system_tree_node_id)),
    )
    .leftJoin(hubs, and(eq(hubs.system_id, incidents.system_id), eq(hubs.id, incidents.hub_id)))
    .leftJoin(sections, and(eq(sections.system_id, incidents.system_id), eq(sections.id, incidents.section_id)))
    .leftJoin(assignee, eq(assignee.id, incidents.assignee_user_id))
    .leftJoin(closer, eq(closer.id, incidents.closed_by_user_id));
}

export type IncidentViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

export async function listIncidents(
  db: DbOrTx,
  systemId: number,
  filter: IncidentFilterInput | null | undefined,
  first: number,
  offset: number,
): Promise<{ rows: IncidentViewRow[]; total: number }> {
  const where = whereOf(systemId, filter);
  const [rows, totals] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(severityRank, desc(incidents.opened_at), desc(incidents.id))
      .limit(first)
      .offset(offset),
    db.select({ n: count() }).from(incidents).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function incidentView(db: DbOrTx, systemId: number, id: number): Promise<IncidentViewRow | null> {
  const [row] = await selectViews(db).where(and(eq(incidents.system_id, systemId), eq(incidents.id, id)));
  return row ?? null;
}

export function commentsOf(db: DbOrTx, incidentId: number) {
  return db
    .select({
      id: incidentComments.id,
      user_name: incidentComments.user_name,
      text: incidentComments.text,
      created_at: incidentComments.created_at,
    })
    .from(incidentComments)
    .where(eq(incidentComments.incident_id, incidentId))
    .orderBy(asc(incidentComments.id));
}

/** Users who may use the system and handle incidents (superusers, or a role with the permission). */
export function assigneesOf(db: DbOrTx, systemId: number, permission: string, userId?: number) {
  const mayHandle = sql`(${users.is_superuser} or exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id} where ${userRoles.user_id} = ${users.id} and ${permission} = any(${roles.permissions})))`;
  const mayUse = sql`(cardinality(${users.system_access}) = 0 or ${systemId} = any(${users.system_access}))`;
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(mayHandle, mayUse, userId === undefined ? undefined : eq(users.id, userId)))
    .orderBy(asc(users.name));
}

export function sectionsOf(db: DbOrTx, systemId: number) {
  return db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(eq(sections.system_id, systemId))
    .orderBy(asc(sections.name));
}
