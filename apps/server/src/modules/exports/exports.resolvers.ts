import { Repeater } from 'graphql-yoga';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import type { ExportJobView } from './exports.service';

export const exportsResolvers: Resolvers = {
  Query: {
    exports: (_p, _a, ctx) => ctx.services.exports.list(ctx.principal, ctx.systemId),
  },
  Mutation: {
    createExport: (_p, { input }, ctx) => ctx.services.exports.create(ctx, input),
    cancelExport: (_p, { id }, ctx) => ctx.services.exports.cancel(ctx.principal, ctx.systemId, id),
    deleteExport: (_p, { id }, ctx) => ctx.services.exports.remove(ctx.principal, ctx.systemId, id),
  },
  Subscription: {
    onExportChanged: {
      subscribe: (_p, _a, ctx) =>
        new Repeater<{ onExportChanged: ExportJobView[] }>(async (push, stop) => {
          const off = ctx.services.exports.watch(ctx.principal, ctx.systemId, (jobs) => {
            void push({ onExportChanged: jobs });
          });
          await stop;
          off();
        }),
    },
  },
};
