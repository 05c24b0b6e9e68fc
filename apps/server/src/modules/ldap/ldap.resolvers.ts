import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const ldapResolvers: Resolvers = {
  Query: {
    ldapSettings: (_p, _a, ctx) => ctx.services.ldap.settings(),
  },
  Mutation: {
    updateLdapSettings: (_p, { data }, ctx) => ctx.services.ldap.save(actorOf(ctx), data),
    testLdapSettings: (_p, { data, username }, ctx) => ctx.services.ldap.test(data, username ?? null),
  },
};
