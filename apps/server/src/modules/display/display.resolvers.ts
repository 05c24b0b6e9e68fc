import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const displayResolvers: Resolvers = {
  Query: {
    displayProfiles: (_p, _a, ctx) => ctx.services.display.profiles(),
    callDisplayRelations: (_p, _a, ctx) => ctx.services.display.relations(ctx.principal, ctx.systemId),
    activeDisplayNotes: (_p, _a, ctx) => ctx.services.display.activeNotes(ctx.systemId),
  },
  Mutation: {
    createDisplayProfile: (_p, { input }, ctx) => ctx.services.display.createProfile(actorOf(ctx), input),
    updateDisplayProfile: (_p, { input }, ctx) => ctx.services.display.updateProfile(actorOf(ctx), input),
    deleteDisplayProfile: (_p, { ids }, ctx) => ctx.services.display.deleteProfiles(actorOf(ctx), ids),
  },
};
