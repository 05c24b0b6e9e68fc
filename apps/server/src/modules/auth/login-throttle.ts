import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

/**
 * Sign-in limit (ADR 0020, replacing ADR 0003's account lock). Every attempt is counted *before* the
 * password is checked, in one atomic statement per key, so attempts arriving together (parallel
 * requests, aliased GraphQL fields) cannot slip past.
 *
 * - Per account **and** address (`pair:`): a few free attempts, then each further one waits twice as
 *   long as the one before (capped). Only that address waits: a stranger elsewhere guessing at a
 *   nurse's account cannot lock the nurse out. A success clears the pair.
 * - Per address (`ip:`): a fixed number of attempts in a window, then locked, against spraying one
 *   password over many accounts. A success gives back only its own attempt, so one valid account
 *   cannot launder an address that is guessing at others.
 */
export interface ThrottlePolicy {
  /** Attempts one address may make on one account before waits begin. */
  pairFreeAttempts: number;
  /** Wait after the first attempt past the free ones; doubles with each further attempt. */
  pairFirstDelaySeconds: number;
  pairMaxDelaySeconds: number;
  addressLimit: number;
  /** Quiet time after which a key's count starts again (after its wait, if any). */
  windowSeconds: number;
  /** How long an address stays locked once over its limit. */
  lockSeconds: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  pairFreeAttempts: 3,
  pairFirstDelaySeconds: 1,
  pairMaxDelaySeconds: 900,
  addressLimit: 50,
  windowSeconds: 900,
  lockSeconds: 900,
};

const account = (username: string) => username.trim().toLowerCase();
export const pairKey = (username: string, ip: string) => `pair:${ip}|${account(username)}`;
export const addressKey = (ip: string) => `ip:${ip}`;

const interval = (seconds: number) => sql`${`${seconds} seconds`}::interval`;

/**
 * Counts one attempt of `ip` on `username`; returns the seconds it must wait, or 0 when it may go on.
 * A waiting attempt is not counted (the wait is the answer), so the doubling follows real guesses.
 */
export async function countPairAttempt(db: DbOrTx, username: string, ip: string, p: ThrottlePolicy): Promise<number> {
  const t = loginThrottle;
  const waiting = sql`${t.locked_until} > now()`;
  // Quiet for a window after its last attempt and its wait: the count starts again.
  const stale = sql`GREATEST(${t.window_started_at}, COALESCE(${t.locked_until}, ${t.window_started_at})) < now() - ${interval(p.windowSeconds)}`;
  const next = sql`(CASE WHEN ${stale} THEN 1 ELSE ${t.attempts} + 1 END)`;
  const waitAfter = (n: SQL) =>
    sql`(CASE WHEN ${n} < ${p.pairFreeAttempts} THEN NULL ELSE now() + make_interval(secs => LEAST(${p.pairMaxDelaySeconds}::float8, ${p.pairFirstDelaySeconds}::float8 * power(2, ${n} - ${p.pairFreeAttempts}))) END)`;
  const result = await db.execute(sql`
    INSERT INTO ${t} (key, attempts, window_started_at, locked_until)
    VALUES (${pairKey(username, ip)}, 1, now(), ${waitAfter(sql`1`)})
    ON CONFLICT (key) DO UPDATE SET
      attempts = CASE WHEN ${waiting} THEN ${t.attempts} ELSE ${next} END,
      window_started_at = CASE WHEN ${waiting} THEN ${t.window_started_at} ELSE now() END,
      locked_until = CASE WHEN ${waiting} THEN ${t.locked_until} ELSE ${waitAfter(next)} END
    RETURNING locked_until, window_started_at = now() AS counted`);
  const row = rowsOf<{ locked_until: Date | string | null; counted: boolean }>(result)[0];
  if (!row || row.counted) return 0;
  return row.locked_until ? secondsUntil(new Date(row.locked_until)) : 0;
}

/** Counts one attempt of an address; returns the seconds until it unlocks, or 0 when it may go on. */
export async function countAddressAttempt(db: DbOrTx, ip: string, p: ThrottlePolicy): Promise<number> {
  const t = loginThrottle;
  const key = addressKey(ip);
  const locked = sql`${t.locked_until} > now()`;
  // After a lock, or once the window is over, counting starts again at 1.
  const fresh = sql`(${t.locked_until} IS NOT NULL OR ${t.window_started_at} < now() - ${interval(p.windowSeconds)})`;
  const result = await db.execute(sql`
    INSERT INTO ${t} (key, attempts, window_started_at, locked_until) VALUES (${key}, 1, now(), NULL)
    ON CONFLICT (key) DO UPDATE SET
      attempts = CASE WHEN ${locked} THEN ${t.attempts} WHEN ${fresh} THEN 1 ELSE ${t.attempts} + 1 END,
      window_started_at = CASE WHEN ${locked} THEN ${t.window_started_at} WHEN ${fresh} THEN now() ELSE ${t.window_started_at} END,
      locked_until = CASE WHEN ${locked} THEN ${t.locked_until} ELSE NULL END
    RETURNING attempts, locked_until`);
  const row = rowsOf<{ attempts: number; locked_until: Date | string | null }>(result)[0];
  if (!row) return 0;
  const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
  if (lockedUntil && lockedUntil.getTime() > Date.now()) return secondsUntil(lockedUntil);
  if (row.attempts <= p.addressLimit) return 0;
  const until = new Date(Date.now() + p.lockSeconds * 1000);
  await db.execute(sql`UPDATE ${t} SET locked_until = ${until.toISOString()}::timestamptz WHERE key = ${key}`);
  return secondsUntil(until);
}

/** After a success: the pair starts afresh, the address gets its own attempt back. */
export async function settleSuccess(db: DbOrTx, username: string, ip: string, p: ThrottlePolicy): Promise<void> {
  const t = loginThrottle;
  await db.execute(sql`DELETE FROM ${t} WHERE key = ${pairKey(username, ip)}`);
  await db.execute(sql`UPDATE ${t} SET attempts = GREATEST(attempts - 1, 0) WHERE key = ${addressKey(ip)}`);
  // Pairs are many (one per guessed name); rows quiet for a window and no longer waiting are dead.
  await db.execute(sql`
    DELETE FROM ${t} WHERE GREATEST(${t.window_started_at}, COALESCE(${t.locked_until}, ${t.window_started_at}))
      < now() - ${interval(p.windowSeconds)}`);
}

function secondsUntil(d: Date): number {
  return Math.max(1, Math.ceil((d.getTime() - Date.now()) / 1000));
}
