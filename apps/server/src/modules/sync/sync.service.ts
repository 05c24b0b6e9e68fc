import type { CallSystemLink } from '../../call-system/link';
import { LinkError } from '../../call-system/link-error';
import type { CommitStatus } from '../../call-system/protocol-types';
import { userError } from '../../graphql/errors';

export type ChangelogStatus = 'running' | 'ready' | 'failed' | 'unknown';

export interface ConfigChangelogView {
  status: ChangelogStatus;
  error: { key: string; message: string } | null;
  progress: number;
  config: { revision: number; staged_count: number; started_at: string | null; finished_at: string | null } | null;
  changelog: { kind: string; id: number; action: string }[];
}

// The protocol's status passes through unchecked: anything unexpected reads as unknown.
const STATUS: Readonly<Record<string, ChangelogStatus>> = {
  committing: 'running',
  ready: 'ready',
  failed: 'failed',
};

const UNKNOWN: ConfigChangelogView = { status: 'unknown', error: null, progress: 0, config: null, changelog: [] };

function viewOf(commit: CommitStatus): ConfigChangelogView {
  return {
    status: STATUS[commit.status] ?? 'unknown',
    error: commit.error && { key: commit.error.key, message: commit.error.message },
    progress: Math.round(commit.progress),
    config: {
      revision: commit.revision,
      staged_count: commit.staged_count,
      started_at: commit.started_at,
      finished_at: commit.finished_at,
    },
    changelog: commit.changelog.map(({ kind, id, action }) => ({ kind, id, action })),
  };
}

/**
 * The configuration commit as the consoles follow it (spec part 1 §4). Read straight from the
 * configurator: it alone knows how far the distribution to the devices has come.
 */
export function createSyncService(deps: { links: { link(systemId: number): CallSystemLink | null } }) {
  return {
    async configChangelog(systemId: number | null): Promise<ConfigChangelogView> {
      const link = systemId === null ? null : deps.links.link(systemId);
      // On PostgreSQL another instance may hold the link: this one cannot tell, and says so.
      if (!link) return UNKNOWN;
      try {
        return viewOf(await link.commitStatus());
      } catch (error) {
        // The commit popup sends the user to the sync page on a failed poll (spec part 1 §4).
        if (error instanceof LinkError)
          throw userError(`configuration changelog unavailable: ${error.message}`, 'LINK_FAILED');
        throw error;
      }
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
