import { missingPermission } from '../../graphql/errors';
import type { QueryResolvers } from '../../graphql/generated/resolvers-types';
import { analyticsCharts } from './analytics.service';

export const analyticsResolvers: { Query: Pick<QueryResolvers, 'analyticsCharts'> } = {
  Query: {
    analyticsCharts: (_p, { from, to }, ctx) => {
      if (ctx.systemId === null) throw missingPermission('system');
      return analyticsCharts(ctx.services.db, ctx.principal, ctx.systemId, new Date(from), new Date(to));
    },
  },
};
