import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const mailResolvers: Resolvers = {
  Query: {
    mailSettings: (_p, _a, ctx) => ctx.services.mail.settings(),
  },
  Mutation: {
    updateMailSettings: (_p, { data }, ctx) => ctx.services.mail.save(actorOf(ctx), data),
    async sendTestMail(_p, { to }, ctx) {
      const outcome = await ctx.services.mail.test(to);
      return outcome.ok
        ? { ok: true, response: outcome.response, error: null }
        : { ok: false, response: null, error: outcome.error };
    },
  },
};
