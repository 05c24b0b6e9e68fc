import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const licenseResolvers: Resolvers = {
  Query: {
    license: (_p, _a, ctx) => ctx.services.license.current(),
  },
  Mutation: {
    activateLicense: (_p, { customer, code }, ctx) => ctx.services.license.activate(actorOf(ctx), customer, code),
  },
};
