import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { systemCommitStates } from '../../db/schema/index';

export type CommitState = Omit<typeof systemCommitStates.$inferSelect, 'system_id'>;
export type CommitFlags = Partial<CommitState>;

const NONE: CommitState = {
  last_gets_change: null,
  last_gets_commit: null,
  committing_gets_config: false,
  commit_started_at: null,
};

/** One system's commit state (ADR 0037); a system that never changed nor committed has the defaults. */
export async function readCommitState(db: DbOrTx, systemId: number | null): Promise<CommitState> {
  if (systemId === null) return NONE;
  const [row] = await db.select().from(systemCommitStates).where(eq(systemCommitStates.system_id, systemId));
  if (!row) return NONE;
  const { system_id: _, ...state } = row;
  return state;
}

/** Sets some of one system's commit fields; the row is made on its first write. */
export async function writeCommitState(db: DbOrTx, systemId: number, flags: CommitFlags): Promise<void> {
  await db
    .insert(systemCommitStates)
    .values({ system_id: systemId, ...flags })
    .onConflictDoUpdate({ target: systemCommitStates.system_id, set: flags });
}

/** Spec part 1 §4: a commit is pending while the system's last change is newer than its last commit. */
export async function noteConfigChange(tx: DbOrTx, systemId: number): Promise<Date> {
  const at = new Date();
  await writeCommitState(tx, systemId, { last_gets_change: at });
  return at;
}
