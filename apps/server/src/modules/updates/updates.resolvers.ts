import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { updatesOf } from './updates-registry';

export const updatesResolvers: Resolvers = {
  Query: {
    updateStatus: (_p, _a, ctx) => updatesOf(ctx.services).status(ctx.principal),
  },
  Mutation: {
    installUpdate: (_p, _a, ctx) => updatesOf(ctx.services).install(actorOf(ctx)),
    discardUpdate: (_p, _a, ctx) => updatesOf(ctx.services).discard(actorOf(ctx)),
  },
};
