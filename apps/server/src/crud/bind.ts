import type { Principal } from '@wardlight/domain';
import type { Db } from '../db/client';
import { notFound } from '../graphql/errors';
import type { CrudActor, ListFilter } from './crud';
import type { SortableFields } from './list-order';

interface Crud<Row, Input> {
  entity: string;
  get(db: Db, id: number, viewer?: Principal): Promise<Row | null>;
  getMany(db: Db, ids: readonly number[]): Promise<Row[]>;
  list(
    db: Db,
    filter: ListFilter | null | undefined,
    computed?: SortableFields,
    viewer?: Principal,
  ): Promise<{ items: Row[]; total: number }>;
  create(db: Db, actor: CrudActor, input: Input): Promise<Row>;
  update(db: Db, actor: CrudActor, id: number, input: Input): Promise<Row>;
  remove(db: Db, actor: CrudActor, ids: readonly number[]): Promise<number[]>;
}

/**
 * A CRUD definition bound to the database: the service an area exposes to its resolvers. Reads take
 * the viewer (`crudResolvers` passes the caller) so that rows outside its reach stay unseen (ADR 0018).
 */
export function bindCrud<Row, Input>(crud: Crud<Row, Input>, db: Db) {
  return {
    get: (id: number, viewer?: Principal) => crud.get(db, id, viewer),
    getMany: (ids: readonly number[]) => crud.getMany(db, ids),
    async getOrFail(id: number, viewer?: Principal): Promise<Row> {
      const row = await crud.get(db, id, viewer);
      if (!row) throw notFound(crud.entity, id);
      return row;
    },
    list: (filter?: ListFilter | null, viewer?: Principal, computed?: SortableFields) =>
      crud.list(db, filter, computed, viewer),
    create: (actor: CrudActor, input: Input) => crud.create(db, actor, input),
    update: (actor: CrudActor, id: number, input: Input) => crud.update(db, actor, id, input),
    remove: (actor: CrudActor, ids: readonly number[]) => crud.remove(db, actor, ids),
  };
}

export type BoundCrud<Row, Input> = ReturnType<typeof bindCrud<Row, Input>>;
