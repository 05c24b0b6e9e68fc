import type { Resolvers } from '../../graphql/generated/resolvers-types';

/** The tree page's view picker; the CRUD fields come from the console-entity kit (registry). */
export const treeViewsResolvers: Resolvers = {
  Query: {
    systemTreeViewChoices: (_p, _a, ctx) => ctx.services.treeViews.choices(ctx.principal, ctx.systemId),
  },
};
