import type { ConfigError } from './config-errors';
import type { EntityTypes, Kind } from './entities';

export type ChangeAction = 'created' | 'updated' | 'deleted';

export interface StagedChange {
  kind: Kind;
  id: number;
  action: ChangeAction;
  /** The entity as it will be after the commit; null for a deletion. */
  data: EntityTypes[Kind] | null;
  staged_at: string;
}

export interface ChangelogEntry {
  kind: Kind;
  id: number;
  action: ChangeAction;
}

export type CommitState = 'ready' | 'committing' | 'failed';

export interface CommitError {
  key: string;
  message: string;
  errors?: ConfigError[];
}

export interface CommitStatus {
  status: CommitState;
  /** 0 to 100. */
  progress: number;
  error: CommitError | null;
  /** The changes of the running commit, or of the last one. */
  changelog: ChangelogEntry[];
  started_at: string | null;
  finished_at: string | null;
}
