import { restrictedTo } from '@wardlight/domain';
import { pageOf } from '../../crud/crud';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { listAudit } from './audit.repository';

export const auditResolvers: Resolvers = {
  Query: {
    auditLog: (_p, { filter }, ctx) =>
      listAudit(ctx.services.db, {
        entity: filter?.entity,
        action: filter?.action,
        userId: filter?.user_id,
        search: filter?.search,
        systems: restrictedTo(ctx.principal),
        ...pageOf(filter?.page),
      }),
  },
  AuditEntry: {
    date: (row) => row.at,
  },
};
