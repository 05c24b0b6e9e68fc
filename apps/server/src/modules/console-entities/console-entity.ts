import type { IssueList, ValidationIssue } from '@wardlight/domain';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CrudActor } from '../../crud/crud';
import { type SortableFields, sortableColumns } from '../../crud/list-order';
import type { DbOrTx, Tx } from '../../db/client';
import type { EntityNames } from '../config-edit/config-entity';
import type { SystemMessagesService } from '../system-messages/system-messages.service';

/** A console-only table: a serial id and the system the row belongs to. */
export type SystemTable = PgTable & { id: PgColumn; system_id: PgColumn };

type Bookkeeping = 'id' | 'system_id' | 'created_at' | 'updated_at';
type FieldOf<T extends SystemTable> = Exclude<keyof T['$inferSelect'], Bookkeeping> & string;

/** The row as it would be stored: the stored row (on update) with the input's fields on top. */
export type Candidate<T extends SystemTable> = Partial<T['$inferSelect']>;

/** Values a rule cleaned up (trimmed, de-duplicated), written instead of the input's; undefined when none. */
type Normalised<T extends SystemTable> = Partial<Candidate<T>> | undefined;

/** A stored row of any console table, as the kit handles it. */
export type ConsoleRow = Record<string, unknown> & { id: number; system_id: number };

/** What a rule may look up besides the candidate. */
export interface CheckContext {
  issues: IssueList;
  tx: Tx;
  systemId: number;
  /** Reports each id of `ids` that `table` does not hold for this system as `missing_relation` on `field`. */
  exists(field: string, table: SystemTable, ids: readonly (number | null | undefined)[]): Promise<void>;
  /**
   * The input as sent, with fields that are no columns: write-only values (a password and its repeat) that
   * a rule turns into columns of its own (a hash), returned with the normalised values.
   */
  input: Readonly<Record<string, unknown>>;
  /** The stored row on an update; null on a create. */
  existing: ConsoleRow | null;
}

/**
 * One console-only administration entity (ADR 0011): a declaration, not a module (STYLE.md habit 4).
 * The kit scopes every query to the system context, writes with audit entries, and binds the five root
 * fields (plus `sortThings` when the entity has a sort field).
 */
export interface ConsoleEntitySpec<T extends SystemTable> {
  /** The audit log's entity name. */
  entity: string;
  names: EntityNames;
  /** Columns the input may set; an update changes only those the input carries. */
  fields: readonly FieldOf<T>[];
  /** Columns a list's search text matches (contains, case-insensitive; numbers as text). */
  search: readonly FieldOf<T>[];
  orderBy: FieldOf<T>;
  /**
   * Columns a list may be ordered by (`filter.sort`, a list column by its number of entries) besides
   * `orderBy`. Keep in step with the kit's SDL.
   */
  sortable?: readonly FieldOf<T>[];
  /** Columns no two rows of one system may share (trimmed, case-insensitive). */
  unique?: readonly FieldOf<T>[];
  /** A sort screen's column: new rows go last, `sortThings(ids)` writes 1, 2, … in the order given. */
  sortField?: FieldOf<T>;
  /** Columns the audit log names as changed without their values (an image would fill it). */
  opaque?: readonly FieldOf<T>[];
  /** The rules of spec part 1 §5 (from packages/domain), adding to `ctx.issues`; may return normalised values. */
  check(candidate: Candidate<T>, ctx: CheckContext): Normalised<T> | Promise<Normalised<T>>;
  /** Refuses deleting rows others still use: the number of uses per id. */
  usesOf?(tx: Tx, systemId: number, ids: readonly number[]): Promise<Map<number, number>>;
  /** Tells the consoles after a change was committed (e.g. displays reload their notes). */
  announce?(messages: Publisher, systemId: number): Promise<void>;
  /** Refuses (throws) changing or deleting a stored row this actor may not touch beyond the field's guard. */
  guardRow?(tx: Tx, row: Candidate<T>, actor: CrudActor): Promise<void>;
  /**
   * Resolvers beyond the five root fields — the entity's actions (unpair a phone) and computed fields of
   * its type — laid over the kit's, so one may also wrap a kit field. Guards are in the entity's SDL.
   */
  resolvers?: EntityResolvers;
  /**
   * Whether the entity may be used at all now (an app setting switches subscriptions off): the issue every
   * one of its root fields answers with while it may not, or null.
   */
  unavailable?(db: DbOrTx): Promise<ValidationIssue | null>;
}

/** Resolvers by type name (Query, Mutation, the entity's type), then field. */
export type EntityResolvers = Record<string, Record<string, unknown>>;

export type Publisher = Pick<SystemMessagesService, 'publish'>;

/** The declaration with its table, its type parameter erased so that every entity fits one registry. */
export interface ConsoleEntity {
  entity: string;
  names: EntityNames;
  table: SystemTable;
  fields: readonly string[];
  search: readonly PgColumn[];
  orderBy: PgColumn;
  /** What `filter.sort` may name; any other field is refused. */
  sortable: SortableFields;
  unique: readonly PgColumn[];
  sortField: string | null;
  opaque: readonly string[];
  /** Columns that may not hold null: an explicit null in the input keeps the stored value. */
  notNull: ReadonlySet<string>;
  check(candidate: Record<string, unknown>, ctx: CheckContext): Promise<Record<string, unknown> | undefined>;
  usesOf?(tx: Tx, systemId: number, ids: readonly number[]): Promise<Map<number, number>>;
  announce?(messages: Publisher, systemId: number): Promise<void>;
  guardRow?(tx: Tx, row: ConsoleRow, actor: CrudActor): Promise<void>;
  resolvers?: EntityResolvers;
  unavailable?(db: DbOrTx): Promise<ValidationIssue | null>;
}

export function columnOf(table: PgTable, name: string): PgColumn {
  const column = (getTableColumns(table) as Record<string, PgColumn>)[name];
  if (!column) throw new Error(`no column ${name}`);
  return column;
}

export function defineConsoleEntity<T extends SystemTable>(table: T, spec: ConsoleEntitySpec<T>): ConsoleEntity {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // Sound by construction: the kit builds candidates from this table's own columns only.
  const typed = (candidate: Record<string, unknown>) => candidate as Candidate<T>;
  return {
    entity: spec.entity,
    names: spec.names,
    table,
    fields: spec.fields,
    search: spec.search.map((f) => columnOf(table, f)),
    orderBy: columnOf(table, spec.orderBy),
    sortable: sortableColumns(table, [spec.orderBy, ...(spec.sortable ?? [])]),
    unique: (spec.unique ?? []).map((f) => columnOf(table, f)),
    sortField: spec.sortField ?? null,
    opaque: spec.opaque ?? [],
    notNull: new Set(spec.fields.filter((f) => columns[f]?.notNull)),
    check: async (candidate, ctx) => (await spec.check(typed(candidate), ctx)) as Record<string, unknown> | undefined,
    ...(spec.usesOf ? { usesOf: spec.usesOf } : {}),
    ...(spec.announce ? { announce: spec.announce } : {}),
    ...(spec.resolvers ? { resolvers: spec.resolvers } : {}),
    ...(spec.unavailable ? { unavailable: spec.unavailable } : {}),
    ...(spec.guardRow ? { guardRow: (tx, row, actor) => spec.guardRow?.(tx, typed(row), actor) as Promise<void> } : {}),
  };
}
