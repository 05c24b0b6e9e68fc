import { randomBytes } from 'node:crypto';
import {
  APP_CLIENT_CONNECTED_WITHIN_S,
  type IssueList,
  PAIRING_VALID_HOURS,
  REACHABILITY_WINDOW_DAYS,
} from '@wardlight/domain';
import { and, count, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appClientLinks, appClients } from '../../db/schema/index';
import { readLicense } from '../license/license.service';

/** A new pairing code: 12 URL-safe characters from 9 random bytes, valid for 24 hours, for a client to be paired. */
export function newPairing(now = new Date()) {
  return {
    state: 'unpaired',
    pairing_token: randomBytes(9).toString('base64url'),
    pairing_expires_at: new Date(now.getTime() + PAIRING_VALID_HOURS * 3_600_000),
  };
}

/** Whether a phone's last contact is recent enough to count it as connected. */
export function isConnected(lastContactAt: Date | null | undefined, now = Date.now()): boolean {
  return !!lastContactAt && now - lastContactAt.getTime() <= APP_CLIENT_CONNECTED_WITHIN_S * 1000;
}

/**
 * Refuses another phone when the licence's `app_clients` are taken: paired phones and unpaired ones whose
 * pairing code is still valid count, across all systems (the licence is the installation's). `except`: a
 * client whose own code is being renewed. A negative limit is unlimited; none (0) is refused by the guard.
 */
export async function checkClientCapacity(tx: DbOrTx, issues: IssueList, except: number | null): Promise<void> {
  const max = (await readLicense(tx)).limits.app_clients;
  if (max < 0) return;
  if ((await takenClients(tx, except)) + 1 > max) issues.add('license', 'license_limit', { max });
}

/** Phones that count against the licence's `app_clients`: paired, or unpaired with a valid code. */
export async function takenClients(tx: DbOrTx, except: number | null = null): Promise<number> {
  const taken = or(
    eq(appClients.state, 'paired'),
    and(eq(appClients.state, 'unpaired'), gt(appClients.pairing_expires_at, sql`now()`)),
  );
  const [row] = await tx
    .select({ n: count() })
    .from(appClients)
    .where(and(taken, except === null ? undefined : ne(appClients.id, except)));
  return row?.n ?? 0;
}

/**
 * Each client's reachability: the share (0–100) of the last 14 days its socket was up, from its link
 * intervals clipped to the window; an interval still open counts up to now. Overlaps are not merged
 * (a phone has one socket at a time), so the share is capped at 100.
 */
export async function reachabilityOf(db: DbOrTx, clientIds: number[]): Promise<Map<number, number>> {
  const result = new Map(clientIds.map((id) => [id, 0]));
  if (clientIds.length === 0) return result;
  const windowStart = sql`now() - make_interval(days => ${REACHABILITY_WINDOW_DAYS})`;
  const end = sql`coalesce(${appClientLinks.disconnected_at}, now())`;
  const seconds = sql<number>`coalesce(sum(extract(epoch from (least(${end}, now()) - greatest(${appClientLinks.connected_at}, ${windowStart})))), 0)`;
  const rows = await db
    .select({ id: appClientLinks.client_id, seconds })
    .from(appClientLinks)
    .where(and(inArray(appClientLinks.client_id, clientIds), gt(end, windowStart)))
    .groupBy(appClientLinks.client_id);
  const window = REACHABILITY_WINDOW_DAYS * 86_400;
  for (const row of rows) {
    const share = Math.min(100, Math.max(0, (Number(row.seconds) / window) * 100));
    result.set(row.id, Math.round(share * 10) / 10);
  }
  return result;
}
