import { IssueList } from '@wardlight/domain';
import { eq, getTableName } from 'drizzle-orm';
import { type CrudActor, defineCrud, type ListFilter } from '../../crud/crud';
import type { Db, Tx } from '../../db/client';
import { notFound, ValidationFailed } from '../../graphql/errors';
import { writeAudit } from '../audit/audit.repository';
import { requireSystem } from '../config-edit/config-edit.service';
import { type CheckContext, type ConsoleEntity, type ConsoleRow, columnOf, type Publisher } from './console-entity';
import { existingIds, isTaken, listRows, nextPosition, rowsByIds } from './console-rows.repository';

export interface ConsoleEntitiesDeps {
  db: Db;
  messages: Publisher;
}

/** The input's fields on top of the stored row; absent fields (and nulls of required columns) keep theirs. */
function candidateOf(entity: ConsoleEntity, input: Record<string, unknown>, existing: ConsoleRow | null) {
  const candidate: Record<string, unknown> = {};
  for (const field of entity.fields) {
    const given = input[field];
    const keep = given === undefined || (given === null && entity.notNull.has(field));
    const value = keep ? existing?.[field] : given;
    if (value !== undefined) candidate[field] = value;
  }
  return candidate;
}

function checkContext(
  tx: Tx,
  systemId: number,
  issues: IssueList,
  input: Record<string, unknown>,
  existing: ConsoleRow | null,
): CheckContext {
  return {
    issues,
    tx,
    systemId,
    input,
    existing,
    async exists(field, table, ids) {
      const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      const found = await existingIds(tx, table, systemId, wanted);
      for (const id of wanted) {
        if (!found.has(id))
          issues.add(field, 'missing_relation', { related_kind: getTableName(table), related_id: id });
      }
    },
  };
}

/** Checks the candidate and returns the columns to write, or throws every issue at once. */
async function prepareRow(
  tx: Tx,
  entity: ConsoleEntity,
  systemId: number,
  input: Record<string, unknown>,
  existing: ConsoleRow | null,
): Promise<Record<string, unknown>> {
  const issues = new IssueList();
  const candidate = candidateOf(entity, input, existing);
  Object.assign(candidate, await entity.check(candidate, checkContext(tx, systemId, issues, input, existing)));
  for (const column of entity.unique) {
    const value = candidate[column.name];
    if ((typeof value !== 'string' && typeof value !== 'number') || issues.issues.some((i) => i.field === column.name))
      continue;
    if (await isTaken(tx, entity.table, systemId, column, String(value), existing?.id ?? null))
      issues.add(column.name, 'unique');
  }
  if (!issues.ok) throw new ValidationFailed(issues.issues);
  const sortField = entity.sortField;
  if (!existing && sortField && candidate[sortField] == null) {
    candidate[sortField] = await nextPosition(tx, entity.table, systemId, columnOf(entity.table, sortField));
  }
  return { ...candidate, system_id: systemId };
}

/**
 * Console-only administration entities (ADR 0011) on the system context: the CRUD kit (`defineCrud`,
 * with its transaction and audit) for each write, scoped to one system. Reads by id go through the
 * kit's `enrich`, which drops another system's rows, so neither get, update nor delete reaches them.
 */
export function createConsoleEntities(deps: ConsoleEntitiesDeps) {
  const crudFor = (entity: ConsoleEntity, systemId: number) =>
    defineCrud<ConsoleEntity['table'], Record<string, unknown>, ConsoleRow>({
      entity: entity.entity,
      table: entity.table,
      searchColumns: [...entity.search],
      orderBy: entity.orderBy,
      quietFields: ['system_id'],
      secretFields: entity.opaque,
      enrich: async (_db, rows) => (rows as ConsoleRow[]).filter((row) => row.system_id === systemId),
      async prepare(tx, input, existing, actor) {
        if (existing) await entity.guardRow?.(tx, existing, actor);
        return (await prepareRow(tx, entity, systemId, input, existing)) as never;
      },
      async beforeDelete(tx, rows, actor) {
        for (const row of rows) await entity.guardRow?.(tx, row, actor);
        const uses =
          (await entity.usesOf?.(
            tx,
            systemId,
            rows.map((r) => r.id),
          )) ?? new Map<number, number>();
        if (uses.size === 0) return;
        throw new ValidationFailed(
          [...uses].map(([id, count]) => ({ field: 'ids', key: 'in_use', data: { id, count } })),
        );
      },
    });

  async function announced<T>(entity: ConsoleEntity, systemId: number, write: Promise<T>): Promise<T> {
    const result = await write;
    await entity.announce?.(deps.messages, systemId);
    return result;
  }

  /** Positions 1, 2, … in the order of `ids`; an audit entry for each row whose position changed. */
  async function sort(entity: ConsoleEntity, systemId: number, actor: CrudActor, ids: readonly number[]) {
    const field = entity.sortField;
    if (!field) throw new Error(`${entity.entity} has no sort field`);
    return deps.db.transaction(async (tx) => {
      const rows = new Map((await rowsByIds(tx, entity.table, systemId, ids)).map((row) => [row.id, row]));
      const missing = ids.find((id) => !rows.has(id));
      if (missing !== undefined) throw notFound(entity.entity, missing);
      const sorted: ConsoleRow[] = [];
      for (const [index, id] of ids.entries()) {
        const row = rows.get(id) as ConsoleRow;
        const position = index + 1;
        if (row[field] !== position) {
          await tx
            .update(entity.table)
            .set({ [field]: position, updated_at: new Date() } as never)
            .where(eq(entity.table.id, id));
          const change = { from: row[field], to: position };
          await writeAudit(tx, actor, [{ action: 'updated', entity: entity.entity, entityId: id, field, change }]);
        }
        sorted.push({ ...row, [field]: position });
      }
      return sorted;
    });
  }

  return {
    /** One entity's CRUD on the system context, the shape `crudResolvers` binds to the five root fields. */
    bind(entity: ConsoleEntity, context: number | null) {
      const crud = () => crudFor(entity, requireSystem(context));
      /** Runs `op` only while the entity may be used (ConsoleEntity.unavailable). */
      const available = async <T>(op: () => Promise<T>): Promise<T> => {
        const issue = await entity.unavailable?.(deps.db);
        if (issue) throw new ValidationFailed([issue]);
        return op();
      };
      const get = (id: number) => available(() => crud().get(deps.db, id));
      return {
        get,
        async getOrFail(id: number): Promise<ConsoleRow> {
          const row = await get(id);
          if (!row) throw notFound(entity.entity, id);
          return row;
        },
        list: (filter?: ListFilter | null) =>
          available(() => listRows(deps.db, entity, requireSystem(context), filter)),
        create: (actor: CrudActor, input: Record<string, unknown>) =>
          available(() => announced(entity, requireSystem(context), crud().create(deps.db, actor, input))),
        update: (actor: CrudActor, id: number, input: Record<string, unknown>) =>
          available(() => announced(entity, requireSystem(context), crud().update(deps.db, actor, id, input))),
        remove: (actor: CrudActor, ids: readonly number[]) =>
          available(() => announced(entity, requireSystem(context), crud().remove(deps.db, actor, ids))),
        sort: (actor: CrudActor, ids: readonly number[]) =>
          available(() => announced(entity, requireSystem(context), sort(entity, requireSystem(context), actor, ids))),
      };
    },
  };
}

export type ConsoleEntities = ReturnType<typeof createConsoleEntities>;
