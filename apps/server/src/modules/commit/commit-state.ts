import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appState } from '../../db/schema/index';
import type { Bus, SystemMessagePayload } from '../../events/topics';
import type { Logger } from '../../logger';

type CommitFlags = Partial<
  Pick<typeof appState.$inferInsert, 'committing_gets_config' | 'commit_started_at' | 'last_gets_commit'>
>;

/** The app state's commit flags (spec part 1 §3 App state) after one of the configurators' commit messages. */
export function commitFlagsAfter(message: SystemMessagePayload, now = new Date()): CommitFlags | null {
  if (message.subject === 'getsconfig.commit') return { committing_gets_config: true, commit_started_at: now };
  if (message.subject !== 'getsconfig.commit_done') return null;
  const succeeded = (message.payload as { status?: unknown } | null)?.status === 'ready';
  return { committing_gets_config: false, ...(succeeded ? { last_gets_commit: now } : {}) };
}

export function setCommitFlags(db: Db, flags: CommitFlags): Promise<unknown> {
  return db.update(appState).set(flags).where(eq(appState.id, 1));
}

/**
 * Keeps the flags in step with every commit — also one started on the configurator itself — on every
 * instance (the messages travel over the shared bus; writing the same flags twice does no harm). The
 * shell reads them at load; the commit guard refuses edits while they say a commit runs.
 */
export function followCommits(deps: { db: Db; bus: Bus; log: Logger }): () => void {
  return deps.bus.on('systemMessage', (message) => {
    const flags = commitFlagsAfter(message);
    if (!flags) return;
    setCommitFlags(deps.db, flags).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not record the commit state'),
    );
  });
}
