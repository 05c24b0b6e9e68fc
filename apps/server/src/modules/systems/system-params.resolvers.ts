import { crudResolvers } from '../../crud/crud-resolvers';
import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

const base = crudResolvers(
  { one: 'systemParam', many: 'systemParams', Singular: 'SystemParam', Plural: 'SystemParams' },
  (ctx) => ctx.services.systemParams,
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
    link_state: (row, _a, ctx) => ctx.services.links.status(row.id)?.state ?? (row.ip ? 'unknown' : 'offline'),
    link_error: (row, _a, ctx) => ctx.services.links.status(row.id)?.detail.error ?? null,
    link_heartbeat_at: (row, _a, ctx) => ctx.services.links.status(row.id)?.heartbeat_at ?? null,
  },
};
