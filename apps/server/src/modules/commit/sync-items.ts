import { eq } from 'drizzle-orm';
import type { CallSystemLink } from '../../call-system/link';
import { isLinkError } from '../../call-system/link-error';
import type {
  ChangeAction,
  ConfigSnapshot,
  StagedChange,
  StagedChanges,
  ConfigEntity as WireEntity,
} from '../../call-system/protocol-types';
import type { DbOrTx } from '../../db/client';
import { type ItemState, systems } from '../../db/schema/index';
import type { StoredRow } from '../config-edit/config-entity';
import { openRows } from '../config-edit/open-items';
import { configuredColumns, stableJson, wireOf } from '../config-edit/wire';
import { CONFIG_KIND_TABLES, type ConfigKindTable } from '../configuration/config-kinds';
import { systemParamsItem } from './system-params-item';

/** Above this many items `/sync` warns that the commit changes a lot at once (ADR 0010). */
export const LARGE_CHANGE_THRESHOLD = 50;

export interface SyncFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface SyncItem {
  kind: string;
  id: number;
  name: string;
  state: ItemState;
  /** What the commit does with the item; null when the configurator could not be asked. */
  action: ChangeAction | null;
  changes: SyncFieldChange[];
}

export interface SyncItemsView {
  items: SyncItem[];
  large_change: boolean;
  large_change_threshold: number;
  /** False: states come from this console alone, and diffs of updates and deletions are unknown. */
  configurator_reachable: boolean;
}

interface Remote {
  committed: ConfigSnapshot;
  staged: StagedChanges;
}

const keyOf = (kind: string, id: number) => `${kind}/${id}`;

function nameOf(entity: Record<string, unknown> | null, id: number): string {
  const name = entity?.name ?? entity?.text ?? entity?.number;
  return name === undefined || name === null || name === '' ? `#${id}` : String(name);
}

export function changesBetween(
  fields: readonly string[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): SyncFieldChange[] {
  return fields.flatMap((field) => {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    return stableJson(from) === stableJson(to) ? [] : [{ field, before: from, after: to }];
  });
}

/** The committed configuration and the staged changes, or null when the configurator does not answer. */
async function readRemote(link: CallSystemLink | null): Promise<Remote | null> {
  if (!link) return null;
  try {
    const [committed, staged] = await Promise.all([link.config(), link.staged()]);
    return { committed, staged };
  } catch (error) {
    if (isLinkError(error, 'unreachable') || isLinkError(error, 'unauthorized')) return null;
    throw error;
  }
}

function committedOf(remote: Remote, kind: ConfigKindTable): Map<number, WireEntity> {
  const list: unknown = remote.committed[kind.kind];
  return new Map((Array.isArray(list) ? (list as WireEntity[]) : []).map((entity) => [entity.id, entity]));
}

function itemOf(kind: ConfigKindTable, row: StoredRow, remote: Remote | null, committed: Map<number, WireEntity>) {
  const deleting = row.item_state === 'deleted';
  const after = deleting ? null : wireOf(kind, row);
  const fields = configuredColumns(kind);
  if (!remote) {
    const action: ChangeAction | null = row.item_state === 'sent' ? null : (row.item_state as ChangeAction);
    const changes = row.item_state === 'created' ? changesBetween(fields, null, after) : [];
    return { kind: kind.kind, id: row.id, name: nameOf(row, row.id), state: row.item_state, action, changes };
  }
  const before = committed.get(row.id) ?? null;
  const stagedDeletion = remote.staged.changes.some(
    (change) => change.kind === kind.kind && change.id === row.id && change.action === 'deleted',
  );
  return {
    kind: kind.kind,
    id: row.id,
    name: nameOf(row, row.id),
    state: deleting && stagedDeletion ? 'sent' : row.item_state,
    action: deleting ? 'deleted' : before ? 'updated' : 'created',
    changes: changesBetween(fields, before, after),
  } satisfies SyncItem;
}

/** A change staged on the configurator (by another console, or by hand) that this console has no row for. */
function foreignItem(change: StagedChange, remote: Remote): SyncItem {
  const list: unknown = remote.committed[change.kind];
  const before = (Array.isArray(list) ? (list as WireEntity[]) : []).find((e) => e.id === change.id) ?? null;
  const kind = CONFIG_KIND_TABLES.find((k) => k.kind === change.kind);
  const fields = kind ? configuredColumns(kind) : Object.keys({ ...before, ...change.data }).filter((f) => f !== 'id');
  return {
    kind: change.kind,
    id: change.id,
    name: nameOf(change.data ?? before, change.id),
    state: 'sent',
    action: change.action,
    changes: changesBetween(fields, before, change.data),
  };
}

/**
 * What the next commit brings (spec part 1 §4, `/sync`): every item of the system changed here and not
 * committed, with its state, what the commit does with it and a diff per field against the configurator's
 * committed copy, the configurator's parameters included. One statement per kind and one for the
 * parameters, plus two requests to the configurator.
 */
export async function readSyncItems(db: DbOrTx, link: CallSystemLink | null, systemId: number): Promise<SyncItemsView> {
  const rows: [ConfigKindTable, StoredRow[]][] = [];
  for (const kind of CONFIG_KIND_TABLES) rows.push([kind, await openRows(db, kind, systemId)]);
  const [system] = await db.select().from(systems).where(eq(systems.id, systemId));
  const remote = await readRemote(link);
  const items: SyncItem[] = [];
  // The parameters are the configurator's one `system_params` entity (id 1), whoever staged it.
  const local = new Set<string>([keyOf('system_params', 1)]);
  const params = system ? systemParamsItem(system, remote, changesBetween) : null;
  if (params) items.push(params);
  for (const [kind, kindRows] of rows) {
    const committed = remote ? committedOf(remote, kind) : new Map<number, WireEntity>();
    for (const row of kindRows) {
      local.add(keyOf(kind.kind, row.id));
      items.push(itemOf(kind, row, remote, committed));
    }
  }
  for (const change of remote?.staged.changes ?? [])
    if (!local.has(keyOf(change.kind, change.id))) items.push(foreignItem(change, remote as Remote));
  return {
    items,
    large_change: items.length > LARGE_CHANGE_THRESHOLD,
    large_change_threshold: LARGE_CHANGE_THRESHOLD,
    configurator_reachable: remote !== null,
  };
}
