import { crudResolvers } from '../../crud/crud-resolvers';
import { actorOf } from '../../graphql/actor';
import type { GraphQLContext } from '../../graphql/context';
import { sectionFieldResolvers } from '../sections/sections.resolvers';
import { CONFIG_ENTITIES } from './registry';

type FieldResolvers = Record<string, (parent: unknown, args: never, ctx: GraphQLContext) => unknown>;

/** The five root fields of every registered entity (and its sort), on the system context; guards are in each SDL. */
function entityResolvers() {
  const Query: FieldResolvers = {};
  const Mutation: FieldResolvers = {};
  for (const entity of CONFIG_ENTITIES) {
    const crud = crudResolvers(entity.names, (ctx) => ctx.services.configEdit.bind(entity, ctx.systemId));
    Object.assign(Query, crud.Query);
    Object.assign(Mutation, crud.Mutation);
    if (entity.sortField)
      Mutation[`sort${entity.names.Plural}`] = (_p, { ids }: { ids: number[] }, ctx) =>
        ctx.services.configEdit.bind(entity, ctx.systemId).sort(actorOf(ctx), ids);
  }
  return { Query, Mutation };
}

export const configEditResolvers = { ...entityResolvers(), ...sectionFieldResolvers };
