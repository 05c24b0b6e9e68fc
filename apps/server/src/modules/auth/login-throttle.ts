import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginThrottle } from '../../db/schema/index';

/**
 * Sign-in limit. Every attempt is counted *before* the password is checked, in one atomic
 * statement, so attempts arriving together (parallel requests, aliased or batched GraphQL fields)
 * cannot slip past the limit. Per account the count resets on success; per client address a
 * success only gives its own attempt back, so one valid account cannot launder an address.
 * A locked key unlocks by itself when `lockSeconds` have passed.
 */
export interface ThrottlePolicy {
  accountLimit: number;
  addressLimit: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  accountLimit: 5,
  addressLimit: 50,
  windowSeconds: 900,
  lockSeconds: 900,
};

export const accountKey = (username: string) => `user:${username.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** Counts one attempt on `key`; returns the seconds until it unlocks, or 0 when the attempt may go on. */
export async function countAttempt(db: DbOrTx, key: string, limit: number, p: ThrottlePolicy): Promise<number> {
  const t = loginThrottle;
  const locked = sql`${t.locked_until} > now()`;
  // After a lock, or once the window is over, counting starts again at 1.
  const fresh = sql`(${t.locked_until} IS NOT NULL OR ${t.window_started_at} < now() - ${`${p.windowSeconds} seconds`}::interval)`;
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
  if (row.attempts <= limit) return 0;
  const until = new Date(Date.now() + p.lockSeconds * 1000);
  await db.execute(sql`UPDATE ${t} SET locked_until = ${until.toISOString()}::timestamptz WHERE key = ${key}`);
  return secondsUntil(until);
}

export async function resetAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM ${loginThrottle} WHERE key = ${key}`);
}

export async function returnAttempt(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`UPDATE ${loginThrottle} SET attempts = GREATEST(attempts - 1, 0) WHERE key = ${key}`);
}

function secondsUntil(d: Date): number {
  return Math.max(1, Math.ceil((d.getTime() - Date.now()) / 1000));
}

/** PGlite returns `{ rows }`, node-postgres a QueryResult with `rows` too. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
