import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { licenseUsage } from './license-usage';

export const licenseResolvers: Resolvers = {
  Query: {
    license: (_p, _a, ctx) => ctx.services.license.current(),
    licenseUsage: (_p, _a, ctx) => licenseUsage(ctx.services.db),
  },
  Mutation: {
    activateLicense: (_p, { customer, code }, ctx) => ctx.services.license.activate(actorOf(ctx), customer, code),
  },
};
