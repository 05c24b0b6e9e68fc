import type { ValidationIssue } from '@wardlight/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { CallSystemLink } from '../../call-system/link';
import type { Db, DbOrTx } from '../../db/client';
import type { ItemState } from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import { CONFIG_KIND_TABLES, type ConfigKindTable } from '../configuration/config-kinds';
import type { StoredRow } from './config-entity';
import { settle } from './config-rows.repository';
import { OPEN_STATES, stateAfterDelete, stateAfterSave } from './item-states';
import { configuratorUnreachable, sendChange } from './staging';
import { wireOf } from './wire';

/** A system's rows of one kind that `/sync` lists: changed here and not committed. One statement. */
export async function openRows(db: DbOrTx, kind: ConfigKindTable, systemId: number): Promise<StoredRow[]> {
  const { table } = kind;
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.system_id, systemId), inArray(table.item_state, [...OPEN_STATES])));
  return (rows as StoredRow[]).sort((a, b) => a.id - b.id);
}

const keyOf = (kind: string, id: number) => `${kind}/${id}`;

/**
 * Before a commit: sends every item still pending (the configurator was unreachable when it was saved, or
 * it was saved on another instance) and again every item marked sent or deleted that the configurator no
 * longer holds staged (its staged changes were discarded or lost), so the commit brings all of them.
 * Returns what the configurator refused, each issue naming its kind and id; the rest is sent.
 */
export async function sendOpenItems(db: Db, link: CallSystemLink, systemId: number): Promise<ValidationIssue[]> {
  const staged = new Set((await link.staged()).changes.map((change) => keyOf(change.kind, change.id)));
  const refused: ValidationIssue[] = [];
  for (const kind of CONFIG_KIND_TABLES) {
    const rows = (await openRows(db, kind, systemId)).filter(
      (row) => row.item_state === 'created' || row.item_state === 'updated' || !staged.has(keyOf(kind.kind, row.id)),
    );
    const settled = new Map<ItemState | null, number[]>();
    for (const row of rows) {
      const deleting = row.item_state === 'deleted';
      try {
        const { status } = await sendChange(link, kind.kind, row.id, deleting ? null : wireOf(kind, row));
        if (status === 'pending') throw configuratorUnreachable('it stopped answering while changes were sent');
        const state = deleting ? stateAfterDelete(row.item_state, status) : stateAfterSave(row.item_state, status);
        settled.set(state, [...(settled.get(state) ?? []), row.id]);
      } catch (error) {
        if (!(error instanceof ValidationFailed)) throw error;
        const named = { kind: kind.kind, id: row.id };
        refused.push(...error.issues.map((issue) => ({ ...issue, data: { ...issue.data, ...named } })));
      }
    }
    await db.transaction(async (tx) => {
      for (const [state, ids] of settled) await settle(tx, kind.table, systemId, ids, state);
    });
  }
  return refused;
}
