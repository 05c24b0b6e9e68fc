import type { Db } from '../../db/client';
import { readCommitState } from '../commit/commit-state.repository';
import type { LinkManager } from '../systems/link-manager';
import { commitRunning } from './staging';

/** Spec part 1 §4, §9: a commit counts as running for 15 minutes after its start, whatever else is heard. */
export const COMMIT_COUNTS_AS_RUNNING_MS = 15 * 60_000;

/**
 * Refuses a system's configuration writes while its commit runs: the link reports one being distributed
 * (`processing`), or the system's commit state says one started less than 15 minutes ago (set by `commitConfig` at
 * once, before the configurator's first event arrives, and by the commit events on every instance).
 */
export function createCommitGuard(deps: { db: Db; links: Pick<LinkManager, 'status'> }) {
  return {
    /** `systemId` null: a configurator being created, which has no link nor commit yet: never blocked. */
    async isRunning(systemId: number | null, now = Date.now()): Promise<boolean> {
      if (systemId !== null && deps.links.status(systemId)?.state === 'processing') return true;
      // Only this system's commit counts (ADR 0037): another system's neither blocks nor frees this one.
      const state = await readCommitState(deps.db, systemId);
      if (!state.committing_gets_config) return false;
      const since = state.commit_started_at;
      return since === null || now - since.getTime() < COMMIT_COUNTS_AS_RUNNING_MS;
    },

    async assertIdle(systemId: number | null): Promise<void> {
      if (await this.isRunning(systemId)) throw commitRunning();
    },
  };
}

export type CommitGuard = ReturnType<typeof createCommitGuard>;
