import { crudResolvers } from '../../crud/crud-resolvers';
import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { linkStateOf } from './link-state-loader';
import { systemParamEditsOf } from './system-params-edit';
import { systemParamItemState } from './system-params-state';

const base = crudResolvers(
  { one: 'systemParam', many: 'systemParams', Singular: 'SystemParam', Plural: 'SystemParams' },
  (ctx) => systemParamEditsOf(ctx.services),
);

export const systemParamsResolvers: Resolvers = {
  Query: {
    ...base.Query,
    linkStates: (_p, _a, ctx) => ctx.services.linkStates.visible(ctx.principal),
  },
  Mutation: {
    ...base.Mutation,
    createInitialConfigurator: (_p, { ip, username, password }, ctx) =>
      ctx.services.systemParams.createInitial(actorOf(ctx), ip, username?.trim() || 'admin', password),
  },
  SystemParam: {
    password: () => null,
    has_password: (row) => row.password !== '',
    item_state: (row, _a, ctx) => systemParamItemState(ctx.services.links.link(row.id), row),
    // As the holder reports it through the database, whichever instance answers (ADR 0025).
    link_state: async (row, _a, ctx) => (await linkStateOf(ctx, row.id))?.state ?? 'unknown',
    link_state_since: async (row, _a, ctx) => (await linkStateOf(ctx, row.id))?.state_since ?? null,
    link_error: async (row, _a, ctx) => (await linkStateOf(ctx, row.id))?.error ?? null,
    link_heartbeat_at: async (row, _a, ctx) => (await linkStateOf(ctx, row.id))?.heard_at ?? null,
    link_seq_faults: async (row, _a, ctx) => {
      const view = await linkStateOf(ctx, row.id);
      return {
        missing_seq: view?.seq_missing ?? 0,
        backwards: view?.seq_backwards ?? 0,
        gaps: view?.seq_gaps ?? 0,
        last_at: view?.seq_fault_at ?? null,
      };
    },
  },
};
