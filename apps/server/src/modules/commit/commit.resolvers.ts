import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const commitResolvers: Resolvers = {
  Query: {
    syncItems: (_p, _a, ctx) => ctx.services.commit.syncItems(ctx.systemId),
  },
  Mutation: {
    commitConfig: (_p, _a, ctx) => ctx.services.commit.commitConfig(ctx.systemId),
    discardConfigChanges: (_p, _a, ctx) => ctx.services.commit.discardConfigChanges(actorOf(ctx), ctx.systemId),
  },
};
