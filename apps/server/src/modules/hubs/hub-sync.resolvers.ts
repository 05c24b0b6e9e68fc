import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const hubSyncResolvers: Resolvers = {
  Query: {
    hubLogs: (_p, { id }, ctx) => ctx.services.hubSync.logs(ctx.systemId, id),
    hubCredentials: (_p, { id }, ctx) => ctx.services.hubSync.credentials(ctx.systemId, id),
  },
  Mutation: {
    syncHub: (_p, { id, username, password, remember }, ctx) =>
      ctx.services.hubSync.sync(actorOf(ctx), ctx.systemId, id, { username, password, remember }),
    setHubCredentials: (_p, { id, username, password }, ctx) =>
      ctx.services.hubSync.setCredentials(actorOf(ctx), ctx.systemId, id, username, password),
    clearHubCredentials: (_p, { id }, ctx) => ctx.services.hubSync.clearCredentials(actorOf(ctx), ctx.systemId, id),
  },
};
