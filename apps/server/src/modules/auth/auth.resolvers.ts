import { actorOf } from '../../graphql/actor';
import { userError } from '../../graphql/errors';
import { factsOf } from '../../graphql/facts';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const authResolvers: Resolvers = {
  Query: {
    authUser: (_p, _a, ctx) => ctx.services.auth.currentUser(ctx.principal.id),
  },
  Mutation: {
    async login(_p, { username, password }, ctx) {
      if (!ctx.cookies) throw userError('sign in over HTTP, not over the socket');
      const { token, maxAgeSeconds, ...result } = await ctx.services.auth.login(
        factsOf(ctx),
        ctx.systemId,
        username,
        password,
      );
      if (token && maxAgeSeconds) ctx.cookies.setSession(token, maxAgeSeconds);
      return result;
    },
    async logout(_p, _a, ctx) {
      await ctx.services.auth.logout(ctx.sessionTokenHash);
      ctx.cookies?.clearSession();
      return true;
    },
    async userSetPassword(_p, { password, password_repeat }, ctx) {
      await ctx.services.auth.setOwnPassword(
        { ...actorOf(ctx), tokenHash: ctx.sessionTokenHash },
        password,
        password_repeat,
      );
      return ctx.services.users.getOrFail(ctx.principal.id);
    },
  },
};
