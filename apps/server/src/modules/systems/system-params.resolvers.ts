import { crudResolvers } from '../../crud/crud-resolvers';
import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { linkStateOf } from './link-state';
import { systemParamEditsOf } from './system-params-edit';
import { systemParamItemState } from './system-params-state';

const base = crudResolvers(
  { one: 'systemParam', many: 'systemParams', Singular: 'SystemParam', Plural: 'SystemParams' },
  (ctx) => systemParamEditsOf(ctx.services),
);

export const systemParamsResolvers: Resolvers = {
  Query: base.Query,
  Mutation: {
    ...base.Mutation,
    createInitialConfigurator: (_p, { ip, username, password }, ctx) =>
      ctx.services.systemParams.createInitial(actorOf(ctx), ip, username?.trim() || 'admin', password),
  },
  SystemParam: {
    password: () => null,
    has_password: (row) => row.password !== '',
    item_state: (row, _a, ctx) => systemParamItemState(ctx.services.links.link(row.id), row),
    link_state: (row, _a, ctx) => linkStateOf(ctx.services.links, row),
    link_error: (row, _a, ctx) => ctx.services.links.status(row.id)?.detail.error ?? null,
    link_heartbeat_at: (row, _a, ctx) => ctx.services.links.status(row.id)?.heartbeat_at ?? null,
  },
};
