import { crudResolvers } from '../../crud/crud-resolvers';
import { loaderOf } from '../../graphql/batch-loader';
import type { GraphQLContext } from '../../graphql/context';
import type { RoleRow } from '../roles/roles.repository';
import type { UserRow } from './users.repository';

const base = crudResolvers(
  { one: 'user', many: 'users', Singular: 'User', Plural: 'Users' },
  (ctx) => ctx.services.users,
);

export const usersResolvers = {
  ...base,
  User: {
    /** A page of users loads its roles with one query. */
    roles(user: UserRow, _args: unknown, ctx: GraphQLContext): Promise<RoleRow[]> {
      const load = loaderOf(ctx, 'roles', async (ids) => {
        const rows = await ctx.services.roles.getMany(ids);
        return new Map(rows.map((r) => [r.id, r]));
      });
      return load(user.role_ids);
    },
  },
};
