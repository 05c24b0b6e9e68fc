import { connectionFailed, IssueList } from '@wardlight/domain';
import type { CallSystemLink } from '../../call-system/link';
import { isLinkError } from '../../call-system/link-error';
import type { ConfigSnapshot, StagedChanges, ConfigEntity as WireEntity } from '../../call-system/protocol-types';
import type { ItemState } from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import { commitRunning, refusalIssues } from '../config-edit/staging';
import {
  type ConfiguredSystemParams,
  columnOfWire,
  sameSystemParams,
  systemParamsRow,
  systemParamsWire,
} from '../configuration/system-params-wire';

// The configurator's parameters (protocol §4 `system_params`, only id 1) staged like the other kinds.
// The systems table has no item state column, so the state is read from the configurator: a staged
// change means `sent`, values unlike the committed ones and nothing staged mean `updated` (the staging
// was discarded or lost; the next commit sends them again), equal values mean `in_sync`.

/** What the configurator holds of its parameters: the committed ones, and those waiting for the commit. */
export interface RemoteParams {
  committed: WireEntity | null;
  staged: WireEntity | null;
}

export function remoteParamsOf(committed: ConfigSnapshot, staged: StagedChanges): RemoteParams {
  const change = staged.changes.find((c) => c.kind === 'system_params' && c.action !== 'deleted');
  return { committed: committed.system_params, staged: change?.data ?? null };
}

export async function readRemoteParams(link: CallSystemLink): Promise<RemoteParams> {
  const [committed, staged] = await Promise.all([link.config(), link.staged()]);
  return remoteParamsOf(committed, staged);
}

/** The item state of the console's parameters against the configurator (spec part 1 §4). */
export function paramsState(values: ConfiguredSystemParams, remote: RemoteParams): ItemState {
  if (remote.staged) return 'sent';
  if (remote.committed && sameSystemParams(values, systemParamsRow(remote.committed))) return 'in_sync';
  return 'updated';
}

/**
 * Stages the console's parameters over what the configurator holds (staged, else committed), so fields
 * the console does not keep stay as they are. `unchanged`: equal to the committed ones, nothing staged.
 * Rejects with the link's error.
 */
export async function stageParams(
  link: CallSystemLink,
  values: ConfiguredSystemParams,
): Promise<'staged' | 'unchanged'> {
  const remote = await readRemoteParams(link);
  const staged = await link.stage('system_params', 1, systemParamsWire(values, remote.staged ?? remote.committed));
  return staged ? 'staged' : 'unchanged';
}

/**
 * A failed staging in the form's terms. Unlike the other kinds an edit is not kept pending while the
 * configurator is away (no state column to remember it; ADR 0010): the address or the password is
 * what to look at, as in the setup wizard's connection check (spec part 1 §5).
 */
export function stagingRefusal(error: unknown): unknown {
  if (isLinkError(error, 'unreachable')) return new ValidationFailed(connectionFailed(false, new IssueList()).issues);
  if (isLinkError(error, 'unauthorized')) return new ValidationFailed(connectionFailed(true, new IssueList()).issues);
  if (isLinkError(error, 'conflict')) return commitRunning();
  if (isLinkError(error, 'validation')) {
    const issues = refusalIssues(error, 'entity').map((issue) => ({ ...issue, field: columnOfWire(issue.field) }));
    return new ValidationFailed(issues);
  }
  return error;
}
