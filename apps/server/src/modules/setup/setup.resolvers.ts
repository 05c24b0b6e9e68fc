import { factsOf } from '../../graphql/facts';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const setupResolvers: Resolvers = {
  Mutation: {
    async createInitialUser(_p, { username, password, locale }, ctx) {
      const { row, session } = await ctx.services.setup.createInitialUser(factsOf(ctx), username, password, locale);
      ctx.cookies?.setSession(session.token, session.maxAgeSeconds);
      return ctx.services.users.getOrFail(row.id);
    },
  },
};
