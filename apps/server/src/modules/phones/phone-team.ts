import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appUserGroups, appUsers, calls, callTypes } from '../../db/schema/index';
import { callIsOpen, callsByIds } from '../calls/calls.repository';
import { acceptedRunning } from './escalation/escalation.repository';
import type { PhoneIdentity } from './phone-identity';
import { reachableUsers, readAppSettings } from './phones.repository';

type SignedIn = PhoneIdentity & { user: NonNullable<PhoneIdentity['user']> };

/**
 * The team view of a phone (spec part 2 §3 App settings team_view_enabled, hide_presences): the app users
 * of the groups of the user's section — who is on a phone now and which calls each has taken — and the
 * presences open in that section (staff in a room), unless the settings hide them. Without a group the
 * user has no section: the view is empty. Off (`enabled` false) when the settings switch it off.
 */
export async function phoneTeam(db: DbOrTx, phone: SignedIn, now = new Date()) {
  const systemId = phone.client.system_id;
  const settings = await readAppSettings(db);
  const empty = { enabled: settings.team_view_enabled, members: [], presences: [] };
  if (!settings.team_view_enabled || phone.user.group_id === null) return empty;
  const [group] = await db.select().from(appUserGroups).where(eq(appUserGroups.id, phone.user.group_id));
  if (!group) return empty;
  const sectionGroups = db
    .select({ id: appUserGroups.id })
    .from(appUserGroups)
    .where(and(eq(appUserGroups.system_id, systemId), eq(appUserGroups.section_id, group.section_id)));
  const [members, onPhone, accepted, presences] = await Promise.all([
    db
      .select({ id: appUsers.id, name: appUsers.name, display_name: appUsers.display_name })
      .from(appUsers)
      .where(and(eq(appUsers.system_id, systemId), inArray(appUsers.group_id, sectionGroups))),
    reachableUsers(db, systemId, now),
    acceptedRunning(db, systemId),
    settings.hide_presences
      ? []
      : db
          .select({
            id: calls.id,
            device_text_long: calls.device_text_long,
            section_name: calls.section_name,
            opened_at: calls.opened_at,
          })
          .from(calls)
          .innerJoin(callTypes, and(eq(callTypes.system_id, calls.system_id), eq(callTypes.id, calls.call_type_id)))
          .where(
            and(
              eq(calls.system_id, systemId),
              callIsOpen,
              eq(calls.section_id, group.section_id),
              sql`${callTypes.flag} = 'Presence'`,
            ),
          ),
  ]);
  const taken = new Map<number, number[]>();
  for (const { user_id, call_id } of accepted) taken.set(user_id, [...(taken.get(user_id) ?? []), call_id]);
  const takenCalls = await callsByIds(db, systemId, [...taken.values()].flat());
  const textOf = new Map(takenCalls.map((c) => [c.id, c.device_text_long]));
  return {
    enabled: true,
    members: members
      .map((m) => ({
        name: m.name,
        display_name: settings.display_names_enabled && m.display_name ? m.display_name : m.name,
        on_phone: onPhone.has(m.id),
        busy_with: (taken.get(m.id) ?? []).map((id) => textOf.get(id) ?? `#${id}`),
      }))
      .sort((a, b) => a.display_name.localeCompare(b.display_name)),
    presences,
  };
}
