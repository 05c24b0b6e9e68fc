import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { createHubSync } from './hub-sync.service';

const hubSyncOf = (services: Parameters<typeof createHubSync>[0]) => createHubSync(services);

export const hubSyncResolvers: Resolvers = {
  Query: {
    hubLogs: (_p, { id }, ctx) => hubSyncOf(ctx.services).logs(ctx.systemId, id),
  },
  Mutation: {
    syncHub: (_p, { id, username, password }, ctx) =>
      hubSyncOf(ctx.services).sync(actorOf(ctx), ctx.systemId, id, username, password),
  },
};
