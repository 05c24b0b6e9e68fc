import type { ConfigSnapshot, StagedChanges } from '../../call-system/protocol-types';
import type { systems } from '../../db/schema/index';
import { CONFIGURED_SYSTEM_PARAMS, pickConfigured, systemParamsRow } from '../configuration/system-params-wire';
import { paramsState, remoteParamsOf } from '../systems/system-params-staging';
import type { SyncFieldChange, SyncItem } from './sync-items';

type Diff = (
  fields: readonly string[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) => SyncFieldChange[];

/**
 * The configurator's parameters as one `/sync` item: in the console's field names (the form's labels
 * apply) and with the system's id, so the item opens the configurator's form. Null when nothing waits,
 * and while the configurator cannot be asked: their state is read from it (ADR 0010).
 */
export function systemParamsItem(
  row: typeof systems.$inferSelect,
  remote: { committed: ConfigSnapshot; staged: StagedChanges } | null,
  diff: Diff,
): SyncItem | null {
  if (!remote) return null;
  const params = remoteParamsOf(remote.committed, remote.staged);
  const state = paramsState(row, params);
  if (state === 'in_sync') return null;
  const before = params.committed ? systemParamsRow(params.committed) : null;
  const after = params.staged ? systemParamsRow(params.staged) : pickConfigured(row);
  return {
    kind: 'system_params',
    id: row.id,
    name: row.name,
    state,
    action: 'updated',
    changes: diff(CONFIGURED_SYSTEM_PARAMS, before, after),
  };
}
