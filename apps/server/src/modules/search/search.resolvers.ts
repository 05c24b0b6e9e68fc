import { Repeater } from 'graphql-yoga';
import type { HubPrinterNotice } from '../../events/topics';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_p, { query }, ctx) => ctx.services.search.search(ctx.principal, ctx.systemId, query),
  },
  Subscription: {
    hubPrinterMessages: {
      // The licence is checked before the stream starts, so a refused caller gets the error at once.
      subscribe: async (_p, _a, ctx) => {
        await ctx.services.search.assertLicensed(ctx.principal, ctx.systemId);
        return new Repeater<{ hubPrinterMessages: HubPrinterNotice }>(async (push, stop) => {
          const off = ctx.services.search.onHubPrinter(ctx.systemId, (m) => void push({ hubPrinterMessages: m }));
          await stop;
          off();
        });
      },
    },
  },
};
