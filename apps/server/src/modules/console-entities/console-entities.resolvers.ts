import { crudResolvers } from '../../crud/crud-resolvers';
import { actorOf } from '../../graphql/actor';
import type { GraphQLContext } from '../../graphql/context';
import { displayNotePresets } from '../display-notes/display-note-presets';
import { CONSOLE_ENTITIES } from './registry';

type FieldResolvers = Record<string, (parent: unknown, args: never, ctx: GraphQLContext) => unknown>;

/** The five root fields of every registered entity (and its sort), on the system context; guards are in each SDL. */
function entityResolvers() {
  const Query: FieldResolvers = {
    displayNotePresets: (_p, _a, ctx) => displayNotePresets(ctx.locale),
  };
  const Mutation: FieldResolvers = {};
  const types: Record<string, Record<string, unknown>> = {};
  for (const entity of CONSOLE_ENTITIES) {
    const crud = crudResolvers(entity.names, (ctx) => ctx.services.consoleEntities.bind(entity, ctx.systemId));
    Object.assign(Query, crud.Query);
    Object.assign(Mutation, crud.Mutation);
    if (entity.sortField)
      Mutation[`sort${entity.names.Plural}`] = (_p, { ids }: { ids: number[] }, ctx) =>
        ctx.services.consoleEntities.bind(entity, ctx.systemId).sort(actorOf(ctx), ids);
    for (const [type, fields] of Object.entries(entity.resolvers ?? {})) {
      if (type === 'Query') Object.assign(Query, fields);
      else if (type === 'Mutation') Object.assign(Mutation, fields);
      else types[type] = { ...types[type], ...fields };
    }
  }
  return { ...types, Query, Mutation };
}

export const consoleEntitiesResolvers = entityResolvers();
