import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_p, { query }, ctx) => ctx.services.search.search(ctx.principal, ctx.systemId, query),
  },
};
