import type { Db } from '../../db/client';
import type { Bus, SystemMessagePayload } from '../../events/topics';
import type { Logger } from '../../logger';
import { type CommitFlags, writeCommitState } from './commit-state.repository';

/** A system's commit flags (spec part 1 §3 App state) after one of its configurator's commit messages. */
export function commitFlagsAfter(message: SystemMessagePayload, now = new Date()): CommitFlags | null {
  if (message.subject === 'getsconfig.commit') return { committing_gets_config: true, commit_started_at: now };
  if (message.subject !== 'getsconfig.commit_done') return null;
  const succeeded = (message.payload as { status?: unknown } | null)?.status === 'ready';
  return { committing_gets_config: false, ...(succeeded ? { last_gets_commit: now } : {}) };
}

export function setCommitFlags(db: Db, systemId: number, flags: CommitFlags): Promise<void> {
  return writeCommitState(db, systemId, flags);
}

/**
 * Keeps each system's flags in step with its commits — also one started on the configurator itself — on
 * every instance (the messages travel over the shared bus; writing the same flags twice does no harm).
 * The messages name their system; the flags of the others stay as they are (ADR 0037). The shell reads
 * them at load; the commit guard refuses the system's edits while they say a commit runs.
 */
export function followCommits(deps: { db: Db; bus: Bus; log: Logger }): () => void {
  return deps.bus.on('systemMessage', (message) => {
    const flags = commitFlagsAfter(message);
    if (!flags || message.system_id == null) return;
    setCommitFlags(deps.db, message.system_id, flags).catch((error: unknown) =>
      deps.log.warn({ err: error, system_id: message.system_id }, 'could not record the commit state'),
    );
  });
}
