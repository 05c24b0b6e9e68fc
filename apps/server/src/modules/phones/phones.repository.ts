import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appClientLinks, appClients, appSettings, appUserGroups, appUsers, systems } from '../../db/schema/index';

export type AppSettingsRow = typeof appSettings.$inferSelect;

/** The paired phone behind a device token's hash, with who is signed in on it. */
export async function pairedClientByDeviceHash(db: DbOrTx, deviceHash: string) {
  const [row] = await db
    .select({
      id: appClients.id,
      system_id: appClients.system_id,
      name: appClients.name,
      permissions: appClients.permissions,
      session_token_hash: appClients.session_token_hash,
      user_id: appUsers.id,
      user_name: appUsers.name,
      display_name: appUsers.display_name,
      group_id: appUsers.group_id,
    })
    .from(appClients)
    .leftJoin(appUsers, eq(appUsers.id, appClients.app_user_id))
    .where(and(eq(appClients.device_token_hash, deviceHash), eq(appClients.state, 'paired')));
  return row ?? null;
}

/** An unpaired client whose pairing token is `code` and has not expired. */
export async function clientByPairingCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({ id: appClients.id })
    .from(appClients)
    .where(
      and(
        eq(appClients.pairing_token, code),
        eq(appClients.state, 'unpaired'),
        sql`${appClients.pairing_expires_at} > now()`,
      ),
    );
  return row ?? null;
}

export async function markPaired(db: DbOrTx, clientId: number, deviceHash: string, userAgent: string | null) {
  await db
    .update(appClients)
    .set({
      state: 'paired',
      device_token_hash: deviceHash,
      pairing_token: null,
      pairing_expires_at: null,
      paired_at: new Date(),
      last_contact_at: new Date(),
      user_agent: userAgent,
      updated_at: new Date(),
    })
    .where(eq(appClients.id, clientId));
}

export async function appUserByName(db: DbOrTx, systemId: number, name: string) {
  const [row] = await db
    .select()
    .from(appUsers)
    .where(and(eq(appUsers.system_id, systemId), sql`lower(${appUsers.name}) = lower(${name})`));
  return row ?? null;
}

export async function setSignedIn(db: DbOrTx, clientId: number, userId: number | null, sessionHash: string | null) {
  await db
    .update(appClients)
    .set({ app_user_id: userId, session_token_hash: sessionHash, signed_in_at: userId ? new Date() : null })
    .where(eq(appClients.id, clientId));
}

export async function recordStatus(db: DbOrTx, clientId: number, status: Record<string, unknown>) {
  await db
    .update(appClients)
    .set({ status: sql`${appClients.status} || ${JSON.stringify(status)}::jsonb`, last_contact_at: new Date() })
    .where(eq(appClients.id, clientId));
}

/**
 * A user is rung when signed in on a paired phone heard from in this window (ADR 0032): a socket that
 * dropped for a moment still gets the call (an unacknowledged delivery is resent, then escalated), a
 * phone left in a drawer for hours does not hold a tier.
 */
export const REACHABLE_WITHIN_MS = 5 * 60_000;

/** The users signed in on a paired phone of the system heard from within REACHABLE_WITHIN_MS of `now`. */
export async function reachableUsers(db: DbOrTx, systemId: number, now: Date): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ user_id: appClients.app_user_id })
    .from(appClients)
    .where(
      and(
        eq(appClients.system_id, systemId),
        eq(appClients.state, 'paired'),
        gt(appClients.last_contact_at, new Date(now.getTime() - REACHABLE_WITHIN_MS)),
      ),
    );
  return new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])));
}

export async function readAppSettings(db: DbOrTx): Promise<AppSettingsRow> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1));
  if (row) return row;
  // No row yet: the table's defaults, as the settings page shows them.
  const [inserted] = await db.insert(appSettings).values({ id: 1 }).onConflictDoNothing().returning();
  return inserted ?? (await readAppSettings(db));
}

export async function clientView(db: DbOrTx, clientId: number) {
  const [row] = await db
    .select({
      id: appClients.id,
      name: appClients.name,
      system_id: appClients.system_id,
      system_name: systems.name,
      permissions: appClients.permissions,
    })
    .from(appClients)
    .innerJoin(systems, eq(systems.id, appClients.system_id))
    .where(eq(appClients.id, clientId));
  return row ?? null;
}

export async function userView(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: appUsers.id,
      name: appUsers.name,
      display_name: appUsers.display_name,
      group_name: appUserGroups.name,
      call_handling_mode: sql<string>`coalesce(${appUserGroups.call_handling_mode}, 'full')`,
    })
    .from(appUsers)
    .leftJoin(appUserGroups, eq(appUserGroups.id, appUsers.group_id))
    .where(eq(appUsers.id, userId));
  return row ?? null;
}

/** A phone's socket came up: an open interval, and its last contact now (reachability, spec part 2 §4). */
export async function openLink(db: DbOrTx, clientId: number): Promise<number> {
  await db.update(appClients).set({ last_contact_at: new Date() }).where(eq(appClients.id, clientId));
  const [row] = await db
    .insert(appClientLinks)
    .values({ client_id: clientId, connected_at: new Date() })
    .returning({ row_id: appClientLinks.row_id });
  return row?.row_id ?? 0;
}

export async function closeLink(db: DbOrTx, clientId: number, rowId: number) {
  await db.update(appClients).set({ last_contact_at: new Date() }).where(eq(appClients.id, clientId));
  await db.update(appClientLinks).set({ disconnected_at: new Date() }).where(eq(appClientLinks.row_id, rowId));
}

export async function pulse(db: DbOrTx, clientIds: readonly number[]) {
  if (!clientIds.length) return;
  await db
    .update(appClients)
    .set({ last_contact_at: new Date() })
    .where(sql`${appClients.id} = any(${sql.param([...clientIds])}::int[])`);
}

/**
 * What unpairing writes: the device and session tokens are gone, nobody is signed in, no code is
 * pending — the phone must be paired again (ADR 0032; app management's unpair writes the same).
 */
export const REVOKED_CLIENT = {
  state: 'revoked',
  device_token_hash: null,
  session_token_hash: null,
  app_user_id: null,
  signed_in_at: null,
  pairing_token: null,
  pairing_expires_at: null,
} as const;

export async function revokeClients(db: DbOrTx, clientIds: readonly number[]) {
  if (!clientIds.length) return;
  await db
    .update(appClients)
    .set({ ...REVOKED_CLIENT, updated_at: new Date() })
    .where(sql`${appClients.id} = any(${sql.param([...clientIds])}::int[])`);
}
