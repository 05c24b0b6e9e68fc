import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  hubs,
  incidents,
  roles,
  sections,
  incidentNotificationSettings as settings,
  systems,
  systemTreeNodes,
  userRoles,
  users,
} from '../../db/schema/index';
import { INCIDENTS_PERMISSION } from './incidents-messages';

/** Users who may handle the system's incidents: the ones the notification settings list (as assignees). */
function handlers(systemId: number) {
  const mayHandle = sql`(${users.is_superuser} or exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id} where ${userRoles.user_id} = ${users.id} and ${INCIDENTS_PERMISSION} = any(${roles.permissions})))`;
  const mayUse = sql`(cardinality(${users.system_access}) = 0 or ${systemId} = any(${users.system_access}))`;
  return and(mayHandle, mayUse);
}

const columns = {
  user_id: users.id,
  user_name: users.name,
  email: users.email,
  enabled: sql<boolean>`coalesce(${settings.enabled}, false)`,
  notify_battery: sql<boolean>`coalesce(${settings.notify_battery}, true)`,
  notify_defects: sql<boolean>`coalesce(${settings.notify_defects}, true)`,
  notify_not_reachable: sql<boolean>`coalesce(${settings.notify_not_reachable}, true)`,
  notify_probable_defects: sql<boolean>`coalesce(${settings.notify_probable_defects}, false)`,
};
export type NotificationSettingView = {
  user_id: number;
  user_name: string;
  email: string;
  enabled: boolean;
  notify_battery: boolean;
  notify_defects: boolean;
  notify_not_reachable: boolean;
  notify_probable_defects: boolean;
};

/** Every incident handler of the system with their notice settings (a user without a row: off). */
export function notificationSettingsOf(db: DbOrTx, systemId: number, userId?: number) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(settings, and(eq(settings.user_id, users.id), eq(settings.system_id, systemId)))
    .where(and(handlers(systemId), userId === undefined ? undefined : eq(users.id, userId)))
    .orderBy(asc(users.name)) as Promise<NotificationSettingView[]>;
}

export type NotificationFlags = Omit<NotificationSettingView, 'user_id' | 'user_name' | 'email'>;

export async function writeNotificationSetting(db: DbOrTx, systemId: number, userId: number, flags: NotificationFlags) {
  await db
    .insert(settings)
    .values({ system_id: systemId, user_id: userId, ...flags })
    .onConflictDoUpdate({ target: [settings.system_id, settings.user_id], set: { ...flags, updated_at: new Date() } });
}

/** At most this many incidents are told of per round; the next round takes the rest. */
const CLAIM_LIMIT = 500;

/**
 * Takes the incidents nobody was told of yet. The conditional update is the claim: of two instances
 * only one sets a row's `notified_at`, and only that one mails it.
 */
export async function claimUnnotified(db: DbOrTx, at: Date) {
  const waiting = db
    .select({ id: incidents.id })
    .from(incidents)
    .where(isNull(incidents.notified_at))
    .orderBy(asc(incidents.id))
    .limit(CLAIM_LIMIT);
  return db
    .update(incidents)
    .set({ notified_at: at })
    .where(and(isNull(incidents.notified_at), inArray(incidents.id, waiting)))
    .returning({ id: incidents.id, system_id: incidents.system_id, state: incidents.state });
}

/** What a notice says of each incident, still open, in the order of the list (most severe first). */
export function noticeRows(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: incidents.id,
      system_id: incidents.system_id,
      system_name: systems.name,
      time_zone: systems.timezone,
      type: incidents.type,
      severity: incidents.severity,
      is_repeater: incidents.is_repeater,
      device_name: sql<
        string | null
      >`coalesce(nullif(${systemTreeNodes.text_long}, ''), ${systemTreeNodes.name}, ${hubs.name})`,
      section_name: sections.name,
      detail: incidents.detail,
      opened_at: incidents.opened_at,
    })
    .from(incidents)
    .innerJoin(systems, eq(systems.id, incidents.system_id))
    .leftJoin(
      systemTreeNodes,
      and(eq(systemTreeNodes.system_id, incidents.system_id), eq(systemTreeNodes.id, incidents.system_tree_node_id)),
    )
    .leftJoin(hubs, and(eq(hubs.system_id, incidents.system_id), eq(hubs.id, incidents.hub_id)))
    .leftJoin(sections, and(eq(sections.system_id, incidents.system_id), eq(sections.id, incidents.section_id)))
    .where(and(inArray(incidents.id, ids), ne(incidents.state, 'Closed')))
    .orderBy(
      sql`case ${incidents.severity} when 'Critical' then 0 when 'Warning' then 1 else 2 end`,
      asc(incidents.opened_at),
    );
}

/** The users of a system who asked to be told, with an address, still allowed to handle its incidents. */
export function recipientsOf(db: DbOrTx, systemId: number) {
  return db
    .select({
      user_id: users.id,
      email: users.email,
      locale: users.locale,
      notify_battery: settings.notify_battery,
      notify_defects: settings.notify_defects,
      notify_not_reachable: settings.notify_not_reachable,
      notify_probable_defects: settings.notify_probable_defects,
    })
    .from(settings)
    .innerJoin(users, eq(users.id, settings.user_id))
    .where(and(eq(settings.system_id, systemId), eq(settings.enabled, true), ne(users.email, ''), handlers(systemId)));
}
