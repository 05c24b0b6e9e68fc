import { crudResolvers } from '../../crud/crud-resolvers';

export const usersResolvers = crudResolvers(
  { one: 'user', many: 'users', Singular: 'User', Plural: 'Users' },
  (ctx) => ctx.services.users,
);
