import { IssueList } from '@wardlight/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { ValidationFailed } from '../../graphql/errors';

/** The range the statistics are asked for: at most a year, so one request stays a bounded read. */
export const MAX_STATISTIC_DAYS = 366;

export interface ResponseRow {
  id: number | null;
  name: string;
  accepted: number;
  rejected: number;
  /** Press → accepted, in seconds; null without an accept. */
  median_seconds: number | null;
  p90_seconds: number | null;
}

export interface ReceiptRow {
  client_id: number;
  client_name: string;
  user_name: string | null;
  deliveries: number;
  confirmed: number;
  opened: number;
  unknown: number;
  errors: number;
  /** Sent → confirmed, in milliseconds (median). */
  median_confirm_ms: number | null;
  last_contact_at: Date | null;
  battery: number | null;
  charging: boolean | null;
  notifications: string | null;
  muted: boolean | null;
  /** What looks wrong with the phone, for the receipts dashboard (see `problemsOf`). */
  problems: string[];
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Response times on the phones (issue 13): press → accepted per app user group and per app user over a
 * range, from the calls' trails. A user counts for the group they are in now (the trail keeps who, not
 * which group they were in then). Two statements on the (system, action, at) index.
 */
export async function responseTimes(db: DbOrTx, systemId: number, from: Date, to: Date) {
  const per = async (by: 'user' | 'group'): Promise<ResponseRow[]> => {
    const key = by === 'user' ? sql`u.id` : sql`u.group_id`;
    const name = by === 'user' ? sql`max(u.name)` : sql`max(g.name)`;
    const result = await db.execute(sql`
      SELECT ${key} AS id, ${name} AS name,
        count(*) FILTER (WHERE a.action = 'Accepted') AS accepted,
        count(*) FILTER (WHERE a.action = 'Rejected') AS rejected,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.at - c.opened_at))
          FILTER (WHERE a.action = 'Accepted') AS median_seconds,
        percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM a.at - c.opened_at))
          FILTER (WHERE a.action = 'Accepted') AS p90_seconds
      FROM call_actions a
      JOIN calls c ON c.system_id = a.system_id AND c.id = a.call_id
      JOIN app_users u ON u.id = a.actor_id
      LEFT JOIN app_user_groups g ON g.id = u.group_id
      WHERE a.system_id = ${systemId} AND a.actor_kind = 'app_user'
        AND a.action IN ('Accepted', 'Rejected')
        AND a.at >= ${from.toISOString()}::timestamptz AND a.at < ${to.toISOString()}::timestamptz
      GROUP BY ${key}
      ORDER BY 2`);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({
      id: num(r.id),
      name: String(r.name ?? ''),
      accepted: Number(r.accepted),
      rejected: Number(r.rejected),
      median_seconds: num(r.median_seconds),
      p90_seconds: num(r.p90_seconds),
    }));
  };
  const [groups, users, unanswered] = await Promise.all([per('group'), per('user'), timeouts(db, systemId, from, to)]);
  return { groups, users, unanswered };
}

async function timeouts(db: DbOrTx, systemId: number, from: Date, to: Date): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*) AS n FROM call_actions
    WHERE system_id = ${systemId} AND action = 'Timeout'
      AND at >= ${from.toISOString()}::timestamptz AND at < ${to.toISOString()}::timestamptz`);
  return Number(rowsOf<{ n: unknown }>(result)[0]?.n ?? 0);
}

/**
 * The receipts dashboard (issue 13): per phone, how its deliveries ended over the range, and what it
 * last reported of itself — the phones that silently fail.
 */
export async function receipts(db: DbOrTx, systemId: number, from: Date, to: Date, now = new Date()) {
  const result = await db.execute(sql`
    SELECT p.id AS client_id, p.name AS client_name, u.name AS user_name, p.last_contact_at, p.status,
      count(d.row_id) AS deliveries,
      count(d.confirmed_at) AS confirmed,
      count(d.opened_at) AS opened,
      count(*) FILTER (WHERE d.state = 'unknown') AS unknown,
      count(*) FILTER (WHERE d.state = 'error') AS errors,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM d.confirmed_at - d.sent_at) * 1000)
        FILTER (WHERE d.confirmed_at IS NOT NULL) AS median_confirm_ms
    FROM app_clients p
    LEFT JOIN app_users u ON u.id = p.app_user_id
    LEFT JOIN phone_deliveries d ON d.client_id = p.id
      AND d.sent_at >= ${from.toISOString()}::timestamptz AND d.sent_at < ${to.toISOString()}::timestamptz
    WHERE p.system_id = ${systemId} AND p.state = 'paired'
    GROUP BY p.id, u.name
    ORDER BY p.name`);
  return rowsOf<Record<string, unknown>>(result).map((r): ReceiptRow => {
    const status = (r.status ?? {}) as Record<string, unknown>;
    const row: Omit<ReceiptRow, 'problems'> = {
      client_id: Number(r.client_id),
      client_name: String(r.client_name),
      user_name: r.user_name === null ? null : String(r.user_name),
      deliveries: Number(r.deliveries),
      confirmed: Number(r.confirmed),
      opened: Number(r.opened),
      unknown: Number(r.unknown),
      errors: Number(r.errors),
      median_confirm_ms: num(r.median_confirm_ms),
      last_contact_at: r.last_contact_at ? new Date(String(r.last_contact_at)) : null,
      battery: typeof status.battery === 'number' ? status.battery : null,
      charging: typeof status.charging === 'boolean' ? status.charging : null,
      notifications: typeof status.notifications === 'string' ? status.notifications : null,
      muted: typeof status.muted === 'boolean' ? status.muted : null,
    };
    return { ...row, problems: problemsOf(row, now) };
  });
}

/** Below this a phone may die during the shift. */
const LOW_BATTERY = 20;
/** Not heard from for this long while someone is signed in on it: it gets no calls. */
const SILENT_MS = 5 * 60_000;

/** What looks wrong with a phone: keys the console translates. */
export function problemsOf(row: Omit<ReceiptRow, 'problems'>, now: Date): string[] {
  const problems: string[] = [];
  if (row.deliveries > row.confirmed) problems.push('unacknowledged');
  if (row.unknown > 0 || row.errors > 0) problems.push('lost');
  if (row.muted) problems.push('muted');
  if (row.notifications !== null && row.notifications !== 'granted') problems.push('no_notifications');
  if (row.battery !== null && row.battery < LOW_BATTERY && !row.charging) problems.push('battery_low');
  if (row.user_name && (!row.last_contact_at || now.getTime() - row.last_contact_at.getTime() > SILENT_MS))
    problems.push('silent');
  return problems;
}

/** The phones' statistics of a system over a checked range (validation: `to` after `from`, a year at most). */
export async function appStatistics(db: DbOrTx, systemId: number, fromValue: Date | string, toValue: Date | string) {
  const from = new Date(fromValue);
  const to = new Date(toValue);
  const issues = new IssueList();
  if (Number.isNaN(from.getTime())) issues.add('from', 'invalid_value');
  if (Number.isNaN(to.getTime())) issues.add('to', 'invalid_value');
  else if (to <= from) issues.add('to', 'start_before_end');
  else if (to.getTime() - from.getTime() > MAX_STATISTIC_DAYS * 86_400_000)
    issues.add('to', 'max_value', { max: MAX_STATISTIC_DAYS });
  if (!issues.ok) throw new ValidationFailed(issues.issues);
  const [times, phones] = await Promise.all([responseTimes(db, systemId, from, to), receipts(db, systemId, from, to)]);
  return { ...times, receipts: phones };
}
