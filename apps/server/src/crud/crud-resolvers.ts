import { actorOf } from '../graphql/actor';
import type { GraphQLContext } from '../graphql/context';
import type { BoundCrud } from './bind';
import type { ListFilter } from './crud';

type Ctx = GraphQLContext;

/**
 * The five root fields of one entity (DESIGN.md §3): `thing(id)`, `things(filter)`,
 * `createThing(data)`, `updateThing(id, data)`, `deleteThings(ids)`. Guards stay in the SDL.
 */
export function crudResolvers<Row, Input>(
  names: { one: string; many: string; Singular: string; Plural: string },
  service: (ctx: Ctx) => Omit<BoundCrud<Row, Input>, 'getMany'>,
) {
  return {
    Query: {
      [names.one]: (_p: unknown, { id }: { id: number }, ctx: Ctx) => service(ctx).get(id),
      [names.many]: (_p: unknown, { filter }: { filter?: ListFilter | null }, ctx: Ctx) => service(ctx).list(filter),
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
