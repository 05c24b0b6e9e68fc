import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { cloudSyncOf } from './cloud-sync-registry';

export const cloudSyncResolvers: Resolvers = {
  Query: {
    cloudSync: (_p, _a, ctx) => cloudSyncOf(ctx.services).get(ctx.principal),
  },
  Mutation: {
    updateCloudSync: (_p, { data }, ctx) =>
      cloudSyncOf(ctx.services).update(actorOf(ctx), {
        enabled: data.enabled,
        username: data.username,
        password: data.password ?? null,
      }),
    runCloudSync: (_p, _a, ctx) => cloudSyncOf(ctx.services).runNow(ctx.principal),
  },
};
