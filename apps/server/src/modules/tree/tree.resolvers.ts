import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const treeResolvers: Resolvers = {
  Query: {
    systemTreeNode: (_p, { id }, ctx) => (ctx.systemId === null ? null : ctx.services.tree.detail(ctx.systemId, id)),
  },
};
