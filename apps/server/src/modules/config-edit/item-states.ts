import type { ItemState } from '../../db/schema/index';
import type { StageOutcome } from './staging';

/** Item states whose values the configurator already holds as committed (spec part 1 §4). */
export const SYNCED_STATES: readonly ItemState[] = ['imported', 'in_sync'];

/** Changed here and not sent, or sent and not committed: what `/sync` lists and a commit brings. */
export const OPEN_STATES: readonly ItemState[] = ['created', 'updated', 'deleted', 'sent'];

/** `skipped`: the write changed console-only fields of an item in sync, so nothing went to the configurator. */
export type SendResult = StageOutcome['status'] | 'skipped';

/**
 * The state of a created or updated item after the write: `sent` once staged, `in_sync` when the
 * configurator found it equal to the committed one, and pending — `created` for an item the configurator
 * has never had, `updated` otherwise — when it could not be asked.
 */
export function stateAfterSave(before: ItemState | null, result: SendResult): ItemState {
  switch (result) {
    case 'staged':
      return 'sent';
    case 'unchanged':
      return 'in_sync';
    case 'skipped':
      return before ?? 'created';
    default:
      return before === null || before === 'created' ? 'created' : 'updated';
  }
}

/**
 * The state of a deleted item, or null when the row goes at once. A staged deletion keeps its row,
 * marked `deleted`, until the commit's import removes it: the id stays taken and `/sync` can list it.
 * A creation the configurator never had (or has just forgotten) leaves nothing behind.
 */
export function stateAfterDelete(before: ItemState, result: SendResult): ItemState | null {
  switch (result) {
    case 'staged':
      return 'deleted';
    case 'pending':
    case 'skipped':
      return before === 'created' ? null : 'deleted';
    default:
      return null;
  }
}
