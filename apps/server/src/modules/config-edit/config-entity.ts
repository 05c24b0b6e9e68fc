import type { IssueList } from '@wardlight/domain';
import { type SortableFields, sortableColumns } from '../../crud/list-order';
import type { DbOrTx } from '../../db/client';
import type { ItemState } from '../../db/schema/index';
import {
  CONFIG_KIND_TABLES,
  type ConfigKindTable,
  type ConfigTable,
  type TableKind,
} from '../configuration/config-kinds';

/** The five root fields of an entity (DESIGN.md §3): `thing`, `things`, `createThing`, `updateThing`, `deleteThings`. */
export interface EntityNames {
  one: string;
  many: string;
  Singular: string;
  Plural: string;
}

type Bookkeeping = 'system_id' | 'id' | 'item_state' | 'created_at' | 'updated_at';
type FieldOf<T extends ConfigTable> = Exclude<keyof T['$inferSelect'], Bookkeeping> & string;

/** An entity as it would be stored: the configurator's fields and the console-only ones, with its id. */
export type Candidate<T extends ConfigTable> = Partial<T['$inferSelect']> & { id: number };

/** A stored row of any configuration table, as the kit handles it. */
export type StoredRow = Record<string, unknown> & { id: number; item_state: ItemState };

/** What a rule may look up besides the candidate (read once per write). */
export interface RuleContext {
  issues: IssueList;
  /** Ids of the kind's rows in this system, deleted ones left out. */
  ids(kind: TableKind): Promise<ReadonlySet<number>>;
  /** The stored row an update changes; null for a creation. Locks compare against it. */
  existing: StoredRow | null;
  /** For rules that read beyond the kind's own ids (settings, console-only entities), through a repository. */
  db: DbOrTx;
  systemId: number;
}

/**
 * One configuration entity edited here and staged on the configurator: a declaration, not a module
 * (STYLE.md habit 4). References between kinds (what a delete must refuse, which ids must exist) are
 * declared once for all kinds in `references.ts`.
 */
export interface ConfigEntitySpec<T extends ConfigTable> {
  kind: TableKind;
  /** The audit log's entity name. */
  entity: string;
  names: EntityNames;
  /** Ids run 1…maxId (docs/configurator-protocol.md §4), so this is also the most the kind can hold. */
  maxId: number;
  /** Columns a list's search text matches (contains, case-insensitive). */
  search: readonly FieldOf<T>[];
  orderBy: FieldOf<T>;
  /**
   * Columns a list may be ordered by (`filter.sort`, a list column by its number of entries) besides
   * `orderBy` and the item state, which every list shows. Keep in step with the kit's SDL.
   */
  sortable?: readonly FieldOf<T>[];
  /** Columns no two rows of one system may share (trimmed, case-insensitive). */
  unique?: readonly FieldOf<T>[];
  /** Console-only columns the input may set; the configurator never sees them. */
  localFields?: readonly FieldOf<T>[];
  /** A sort screen's column: `sortThings(ids)` writes positions 1, 2, … in the order given. */
  sortField?: FieldOf<T>;
  /** Fills in what the input may leave to the console (e.g. ids of list entries) before the rules run. */
  complete?(candidate: Candidate<T>): Candidate<T>;
  /** The field rules of spec part 1 §5 (from packages/domain), adding to `ctx.issues`. */
  check(candidate: Candidate<T>, ctx: RuleContext): void | Promise<void>;
}

/** The declaration with its table, its type parameter erased so that every kind fits one registry. */
export interface ConfigEntity {
  kind: TableKind;
  entity: string;
  names: EntityNames;
  maxId: number;
  table: ConfigTable;
  /** The configuration module's view of the kind: columns the configurator owns, runtime values. */
  kindTable: ConfigKindTable;
  search: readonly string[];
  orderBy: string;
  /** What `filter.sort` may name; any other field is refused. */
  sortable: SortableFields;
  unique: readonly string[];
  localFields: readonly string[];
  sortField: string | null;
  complete(candidate: Record<string, unknown> & { id: number }): Record<string, unknown> & { id: number };
  check(candidate: Record<string, unknown> & { id: number }, ctx: RuleContext): void | Promise<void>;
}

export function defineConfigEntity<T extends ConfigTable>(table: T, spec: ConfigEntitySpec<T>): ConfigEntity {
  const kindTable = CONFIG_KIND_TABLES.find((k) => k.kind === spec.kind);
  if (!kindTable || kindTable.table !== table) throw new Error(`${spec.kind} is not the kind of this table`);
  // Sound by construction: the kit builds candidates from this table's own columns only.
  const typed = (candidate: Record<string, unknown> & { id: number }) => candidate as Candidate<T>;
  return {
    kind: spec.kind,
    entity: spec.entity,
    names: spec.names,
    maxId: spec.maxId,
    table,
    kindTable,
    search: spec.search,
    orderBy: spec.orderBy,
    sortable: sortableColumns(table, [spec.orderBy, ...(spec.sortable ?? []), 'item_state']),
    unique: spec.unique ?? [],
    localFields: spec.localFields ?? [],
    sortField: spec.sortField ?? null,
    complete: (candidate) => (spec.complete ? spec.complete(typed(candidate)) : candidate),
    check: (candidate, ctx) => spec.check(typed(candidate), ctx),
  };
}
