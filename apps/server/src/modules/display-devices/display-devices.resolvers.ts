import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const displayDevicesResolvers: Resolvers = {
  Query: {
    displayEnrolment: (_p, _a, ctx) => ctx.services.displayDevices.enrolment(ctx.display),
    displayDevices: (_p, { filter }, ctx) => ctx.services.displayDevices.list(filter ?? {}),
  },
  Mutation: {
    requestDisplayEnrolment: (_p, { name }, ctx) =>
      ctx.services.displayDevices.request({ clientIp: ctx.clientIp, userAgent: ctx.userAgent }, name),
    approveDisplayDevices: (_p, { ids }, ctx) => ctx.services.displayDevices.approve(actorOf(ctx), ids),
    revokeDisplayDevices: (_p, { ids }, ctx) => ctx.services.displayDevices.revoke(actorOf(ctx), ids),
    deleteDisplayDevices: (_p, { ids }, ctx) => ctx.services.displayDevices.delete(actorOf(ctx), ids),
  },
};
