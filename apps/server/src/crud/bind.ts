import type { Db } from '../db/client';
import { notFound } from '../graphql/errors';
import type { CrudActor, ListFilter } from './crud';
import type { SortableFields } from './list-order';

interface Crud<Row, Input> {
  entity: string;
  get(db: Db, id: number): Promise<Row | null>;
  getMany(db: Db, ids: readonly number[]): Promise<Row[]>;
  list(
    db: Db,
    filter: ListFilter | null | undefined,
    computed?: SortableFields,
  ): Promise<{ items: Row[]; total: number }>;
  create(db: Db, actor: CrudActor, input: Input): Promise<Row>;
  update(db: Db, actor: CrudActor, id: number, input: Input): Promise<Row>;
  remove(db: Db, actor: CrudActor, ids: readonly number[]): Promise<number[]>;
}

/** A CRUD definition bound to the database: the service an area exposes to its resolvers. */
export function bindCrud<Row, Input>(crud: Crud<Row, Input>, db: Db) {
  return {
    get: (id: number) => crud.get(db, id),
    getMany: (ids: readonly number[]) => crud.getMany(db, ids),
    async getOrFail(id: number): Promise<Row> {
      const row = await crud.get(db, id);
      if (!row) throw notFound(crud.entity, id);
      return row;
    },
    list: (filter?: ListFilter | null, computed?: SortableFields) => crud.list(db, filter, computed),
    create: (actor: CrudActor, input: Input) => crud.create(db, actor, input),
    update: (actor: CrudActor, id: number, input: Input) => crud.update(db, actor, id, input),
    remove: (actor: CrudActor, ids: readonly number[]) => crud.remove(db, actor, ids),
  };
}

export type BoundCrud<Row, Input> = ReturnType<typeof bindCrud<Row, Input>>;
