import { PERMISSIONS } from '@wardlight/domain';
import { crudResolvers } from '../../crud/crud-resolvers';

const base = crudResolvers(
  { one: 'role', many: 'roles', Singular: 'Role', Plural: 'Roles' },
  (ctx) => ctx.services.roles,
);

export const rolesResolvers = {
  ...base,
  Query: { ...base.Query, permissionCatalogue: () => PERMISSIONS },
};
