import { PERMISSIONS } from '@wardlight/domain';
import { crudResolvers } from '../../crud/crud-resolvers';
import type { GraphQLContext } from '../../graphql/context';
import { callSourceGroupOptions } from '../call-source-groups/call-source-group-refs';

const base = crudResolvers(
  { one: 'role', many: 'roles', Singular: 'Role', Plural: 'Roles' },
  (ctx) => ctx.services.roles,
);

export const rolesResolvers = {
  ...base,
  Query: {
    ...base.Query,
    permissionCatalogue: () => PERMISSIONS,
    // The pickers of the role (and user) form; call source groups' own root fields are the console kit's.
    callSourceGroupOptions: (_p: unknown, _a: unknown, ctx: GraphQLContext) =>
      callSourceGroupOptions(ctx.services.db, ctx.principal),
  },
};
