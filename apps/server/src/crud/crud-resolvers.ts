import type { Principal } from '@wardlight/domain';
import { actorOf } from '../graphql/actor';
import type { GraphQLContext } from '../graphql/context';
import type { CrudActor, ListFilter } from './crud';

type Ctx = GraphQLContext;

/**
 * What the five root fields need of an entity's service. Reads get the caller, writes the actor (who
 * carries the caller): a service either keeps rows to the caller's reach (`CrudReach`, ADR 0018) or to
 * the system context, which the request's identity already checked.
 */
export interface EntityService<Row, Input> {
  get(id: number, viewer: Principal): Promise<Row | null>;
  list(filter: ListFilter | null | undefined, viewer: Principal): Promise<{ items: Row[]; total: number }>;
  create(actor: CrudActor, input: Input): Promise<Row>;
  update(actor: CrudActor, id: number, input: Input): Promise<Row>;
  remove(actor: CrudActor, ids: readonly number[]): Promise<number[]>;
}

/**
 * The five root fields of one entity (DESIGN.md §3): `thing(id)`, `things(filter)`,
 * `createThing(data)`, `updateThing(id, data)`, `deleteThings(ids)`. Guards stay in the SDL.
 */
export function crudResolvers<Row, Input>(
  names: { one: string; many: string; Singular: string; Plural: string },
  service: (ctx: Ctx) => EntityService<Row, Input>,
) {
  return {
    Query: {
      [names.one]: (_p: unknown, { id }: { id: number }, ctx: Ctx) => service(ctx).get(id, ctx.principal),
      [names.many]: (_p: unknown, { filter }: { filter?: ListFilter | null }, ctx: Ctx) =>
        service(ctx).list(filter, ctx.principal),
    },
    Mutation: {
      [`create${names.Singular}`]: (_p: unknown, { data }: { data: Input }, ctx: Ctx) =>
        service(ctx).create(actorOf(ctx), data),
      [`update${names.Singular}`]: (_p: unknown, { id, data }: { id: number; data: Input }, ctx: Ctx) =>
        service(ctx).update(actorOf(ctx), id, data),
      [`delete${names.Plural}`]: (_p: unknown, { ids }: { ids: number[] }, ctx: Ctx) =>
        service(ctx).remove(actorOf(ctx), ids),
    },
  };
}
