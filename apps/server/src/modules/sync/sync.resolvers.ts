import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const syncResolvers: Resolvers = {
  Query: {
    configChangelog: (_p, _a, ctx) => ctx.services.sync.configChangelog(ctx.systemId),
  },
};
