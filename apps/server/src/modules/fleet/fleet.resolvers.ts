import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const fleetResolvers: Resolvers = {
  Query: {
    fleetScreens: (_p, _a, ctx) => ctx.services.fleet.list(ctx.principal),
  },
  Mutation: {
    screenHeartbeat: (_p, { input }, ctx) => ctx.services.fleet.heartbeat(ctx.systemId, input),
    updateScreen: (_p, { id, data }, ctx) => ctx.services.fleet.rename(actorOf(ctx), ctx.principal, id, data.name),
    deleteScreens: (_p, { ids }, ctx) => ctx.services.fleet.delete(actorOf(ctx), ctx.principal, ids),
  },
};
