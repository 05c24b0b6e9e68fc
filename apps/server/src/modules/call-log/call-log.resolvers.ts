import { loaderOf } from '../../graphql/batch-loader';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import type { CallView } from '../calls/call-view';
import { actionsOfCalls, type CallActionRow } from './call-actions.repository';
import { callLogOptions } from './call-log-options';

function actionsOf(ctx: GraphQLContext, call: CallView): Promise<CallActionRow[]> {
  // One statement for every call of the request that asks for its trail (no query per call).
  const load = loaderOf(ctx, `callActions:${call.system_id}`, (ids) =>
    actionsOfCalls(ctx.services.db, call.system_id, ids),
  );
  return load([call.id]).then((lists) => lists[0] ?? []);
}

export const callLogResolvers: Resolvers = {
  Query: {
    calls: (_p, args, ctx) => ctx.services.callLog.page(ctx.principal, ctx.systemId, args),
    call: (_p, { id }, ctx) => ctx.services.callLog.call(ctx.principal, ctx.systemId, id),
    callLogOptions: (_p, _a, ctx) =>
      ctx.systemId === null
        ? { sections: [], call_sources: [], call_types: [] }
        : callLogOptions(ctx.services.db, ctx.principal, ctx.systemId),
  },
  Mutation: {
    closeCall: (_p, { id }, ctx) =>
      ctx.services.callLog.close({ principal: ctx.principal, userName: ctx.userName }, ctx.systemId, id),
  },
  Call: {
    actions: async (call, _a, ctx) => {
      const view = call as CallView;
      const rows = await actionsOf(ctx, view);
      const opened = new Date(view.opened_at).getTime();
      return rows.map((r) => ({
        id: String(r.row_id),
        action: r.action,
        at: r.at,
        after_seconds: Math.max(0, Math.round((r.at.getTime() - opened) / 1000)),
        actor_kind: r.actor_kind,
        actor_name: r.user_name,
        detail: r.detail,
      }));
    },
  },
};
