import { coversReach, type Principal, restrictedTo, type SystemReach } from '@wardlight/domain';
import { and, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../db/client';
import { missingPermission, notFound, ValidationFailed } from '../graphql/errors';
import { type AuditActor, type AuditRecord, writeAudit } from '../modules/audit/audit.repository';
import { diffForAudit } from './audit-diff';
import { type ListSort, listOrder, type SortableFields } from './list-order';

/**
 * One CRUD shape for every administered entity (DESIGN.md §3): get, list, create, update, delete,
 * each write in one transaction with its audit entries. An entity declares its table and its
 * rules; it does not write the plumbing again.
 */
export interface CrudActor extends AuditActor {
  principal: Principal;
}

export interface ListFilter {
  search?: string | null;
  page?: { limit?: number | null; offset?: number | null } | null;
  sort?: ListSort | null;
}

type IdTable = PgTable & { id: PgColumn };
type RowOf<T extends IdTable> = T['$inferSelect'] & { id: number };
type InsertOf<T extends IdTable> = T['$inferInsert'];

/**
 * Which rows an actor may see and change, for entities that the system context does not keep apart
 * (ADR 0018): a configurator is its system, a user reaches its `system_access`. A row the actor may not
 * see is as if it did not exist, and a write may not leave a row the actor could not see.
 */
export interface CrudReach<Row> {
  allows(actor: Principal, row: Row): boolean;
  /** The rows a list shows an actor restricted to `systems`: the same rule as `allows`, in SQL. */
  within(systems: readonly number[]): SQL;
}

/** The common rule: a row belongs to systems, and the actor must reach all of them. */
export function belongsTo<Row>(of: (row: Row) => SystemReach, within: CrudReach<Row>['within']): CrudReach<Row> {
  return { allows: (actor, row) => coversReach(actor, of(row)), within };
}

export interface CrudDefinition<T extends IdTable, Input, Row extends RowOf<T>> {
  entity: string;
  table: T;
  searchColumns: PgColumn[];
  orderBy: PgColumn;
  /** Fields a list may be ordered by (`filter.sort`); any other is refused. Default: none. */
  sortable?: SortableFields;
  /** Validates the input against the rules (throwing ValidationFailed) and returns the columns to write. */
  prepare(tx: Tx, input: Input, existing: Row | null, actor: CrudActor): Promise<Partial<InsertOf<T>>>;
  /** Turns table rows into API rows in one batch (e.g. adds relation ids); default: as they are. */
  enrich?(db: DbOrTx, rows: RowOf<T>[]): Promise<Row[]>;
  /** Writes relations after the row; returns their audit changes (field → { from, to }). */
  afterSave?(tx: Tx, row: RowOf<T>, input: Input, existing: Row | null): Promise<Record<string, unknown>>;
  /** Refuses a delete by throwing; runs inside the delete's transaction. */
  beforeDelete?(tx: Tx, rows: Row[], actor: CrudActor): Promise<void>;
  /** Which rows an actor may touch; absent for global rows and rows kept to the system context. */
  reach?: CrudReach<Row>;
  /** Fields whose values never reach the audit log. */
  secretFields?: readonly string[];
  /** Ignored by the audit diff (timestamps). */
  quietFields?: readonly string[];
}

export const MAX_PAGE = 500;

/** Limit (1–500, default 100) and offset of a list request, as every list reads them. */
export function pageOf(page: ListFilter['page']): { limit: number; offset: number } {
  return {
    limit: Math.min(Math.max(page?.limit ?? 100, 1), MAX_PAGE),
    offset: Math.max(page?.offset ?? 0, 0),
  };
}

export function defineCrud<T extends IdTable, Input, Row extends RowOf<T> = RowOf<T>>(
  def: CrudDefinition<T, Input, Row>,
) {
  const { table, entity } = def;
  const idCol = table.id;
  const quiet = new Set(['created_at', 'updated_at', ...(def.quietFields ?? [])]);
  const enrich = async (db: DbOrTx, rows: RowOf<T>[]) => (def.enrich ? def.enrich(db, rows) : (rows as Row[]));

  async function findMany(db: DbOrTx, ids: readonly number[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(inArray(idCol, [...ids]))) as RowOf<T>[];
    return enrich(db, rows);
  }

  /** Rows outside the actor's reach are as if they did not exist: not read, not changed, not deleted. */
  const reaches = (principal: Principal | undefined, row: Row) =>
    !principal || !def.reach || def.reach.allows(principal, row);

  /** `viewer`: who asks through the API; the server's own reads pass none. */
  async function get(db: DbOrTx, id: number, viewer?: Principal): Promise<Row | null> {
    const row = (await findMany(db, [id]))[0] ?? null;
    return row && reaches(viewer, row) ? row : null;
  }

  /** `computed`: fields known only per request (a link's state), sortable besides the declared ones. */
  async function list(
    db: DbOrTx,
    filter: ListFilter | null | undefined,
    computed: SortableFields = {},
    viewer?: Principal,
  ): Promise<{ items: Row[]; total: number }> {
    const search = filter?.search?.trim();
    const matches = search ? or(...def.searchColumns.map((c) => ilike(c, `%${search}%`))) : undefined;
    const restricted = viewer && def.reach ? restrictedTo(viewer) : null;
    const where = restricted && def.reach ? and(matches, def.reach.within(restricted)) : matches;
    const { limit, offset } = pageOf(filter?.page);
    const order = listOrder(filter?.sort, { ...def.sortable, ...computed }, def.orderBy, idCol);
    const [rows, totals] = await Promise.all([
      db
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db
        .select({ n: count() })
        .from(table as PgTable)
        .where(where),
    ]);
    return { items: await enrich(db, rows as RowOf<T>[]), total: totals[0]?.n ?? 0 };
  }

  async function save(db: Db, actor: CrudActor, id: number | null, input: Input): Promise<Row> {
    return db.transaction(async (tx) => {
      const existing = id === null ? null : await get(tx, id, actor.principal);
      if (id !== null && !existing) throw notFound(entity, id);
      const values = await def.prepare(tx, input, existing, actor);
      const written = existing
        ? await tx
            .update(table)
            .set({ ...values, ...touch(table) } as never)
            .where(eq(idCol, existing.id))
            .returning()
        : await tx
            .insert(table)
            .values(values as never)
            .returning();
      const row = (written as RowOf<T>[])[0];
      if (!row) throw new Error(`${entity}: write returned no row`);
      const relationChanges = def.afterSave ? await def.afterSave(tx, row, input, existing) : {};
      const after = (await enrich(tx, [row]))[0] as Row;
      // A write may not hand out more than the actor has (all systems, another system): undone.
      if (!reaches(actor.principal, after)) throw missingPermission('system');
      const records: AuditRecord[] = existing
        ? diffForAudit(existing, after, { quiet, secret: def.secretFields, extra: relationChanges }).map(
            ([field, change]) => ({ action: 'updated', entity, entityId: row.id, field, change }),
          )
        : [{ action: 'created', entity, entityId: row.id, change: redact(after, def.secretFields, quiet) }];
      await writeAudit(tx, actor, records);
      return after;
    });
  }

  async function remove(db: Db, actor: CrudActor, ids: readonly number[]): Promise<number[]> {
    return db.transaction(async (tx) => {
      const rows = (await findMany(tx, ids)).filter((row) => reaches(actor.principal, row));
      if (rows.length === 0) return [];
      await def.beforeDelete?.(tx, rows, actor);
      await tx.delete(table).where(
        inArray(
          idCol,
          rows.map((r) => r.id),
        ),
      );
      await writeAudit(
        tx,
        actor,
        rows.map((r) => ({ action: 'deleted', entity, entityId: r.id, change: redact(r, def.secretFields, quiet) })),
      );
      return rows.map((r) => r.id);
    });
  }

  return {
    entity,
    get,
    getMany: findMany,
    list,
    create: (db: Db, actor: CrudActor, input: Input) => save(db, actor, null, input),
    update: (db: Db, actor: CrudActor, id: number, input: Input) => save(db, actor, id, input),
    remove,
  };
}

function touch(table: PgTable): Record<string, unknown> {
  return 'updated_at' in table ? { updated_at: new Date() } : {};
}

function redact(row: object, secret: readonly string[] = [], quiet: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (quiet.has(k)) continue;
    out[k] = secret.includes(k) ? (v ? '***' : v) : v;
  }
  return out;
}

/** Refuses a value another row already has (case-insensitive), as field `field` with key 'unique'. */
export async function assertUnique(
  tx: DbOrTx,
  table: IdTable,
  column: PgColumn,
  value: string,
  excludeId: number | null,
  field: string,
): Promise<void> {
  const same = sql`lower(${column}) = lower(${value})`;
  const where = excludeId === null ? same : sql`${same} AND ${ne(table.id, excludeId)}`;
  const hit = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where as SQL)
    .limit(1);
  if (hit.length > 0) throw new ValidationFailed([{ field, key: 'unique' }]);
}
