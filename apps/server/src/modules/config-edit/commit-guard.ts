import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appState } from '../../db/schema/index';
import type { LinkManager } from '../systems/link-manager';
import { commitRunning } from './staging';

/** Spec part 1 §4, §9: a commit counts as running for 15 minutes after its start, whatever else is heard. */
export const COMMIT_COUNTS_AS_RUNNING_MS = 15 * 60_000;

/**
 * Refuses configuration writes while a commit runs: the link reports one being distributed
 * (`processing`), or the app state says one started less than 15 minutes ago (set by `commitConfig` at
 * once, before the configurator's first event arrives, and by the commit events on every instance).
 */
export function createCommitGuard(deps: { db: Db; links: Pick<LinkManager, 'status'> }) {
  return {
    /** `systemId` null: a configurator being created, which has no link yet; only the app state counts. */
    async isRunning(systemId: number | null, now = Date.now()): Promise<boolean> {
      if (systemId !== null && deps.links.status(systemId)?.state === 'processing') return true;
      const [state] = await deps.db
        .select({ committing: appState.committing_gets_config, since: appState.commit_started_at })
        .from(appState)
        .where(eq(appState.id, 1));
      if (!state?.committing) return false;
      return state.since === null || now - state.since.getTime() < COMMIT_COUNTS_AS_RUNNING_MS;
    },

    async assertIdle(systemId: number | null): Promise<void> {
      if (await this.isRunning(systemId)) throw commitRunning();
    },
  };
}

export type CommitGuard = ReturnType<typeof createCommitGuard>;
