import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/index';

export interface SessionRow {
  token_hash: string;
  user_id: number;
  last_seen_at: Date;
  expires_at: Date;
}

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The session if it is neither past its absolute end nor idle for longer than `idleSince` allows. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, idleSince: Date): Promise<SessionRow | null> {
  const now = new Date();
  const rows = await db
    .select({
      token_hash: sessions.token_hash,
      user_id: sessions.user_id,
      last_seen_at: sessions.last_seen_at,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .where(and(eq(sessions.token_hash, tokenHash), gt(sessions.expires_at, now), gt(sessions.last_seen_at, idleSince)))
    .limit(1);
  return rows[0] ?? null;
}

export async function touchSession(db: DbOrTx, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ last_seen_at: at }).where(eq(sessions.token_hash, tokenHash));
}

/** Ends one session; returns whose it was (null when there was none). */
export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.token_hash, tokenHash))
    .returning({ user_id: sessions.user_id });
  return rows[0]?.user_id ?? null;
}

export async function deleteUserSessions(db: DbOrTx, userId: number, exceptTokenHash?: string): Promise<void> {
  const mine = eq(sessions.user_id, userId);
  await db.delete(sessions).where(exceptTokenHash ? and(mine, ne(sessions.token_hash, exceptTokenHash)) : mine);
}

export async function deleteExpiredSessions(db: DbOrTx, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expires_at, new Date()), lt(sessions.last_seen_at, idleSince)));
}
