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
        limit: Math.min(Math.max(filter?.page?.limit ?? 100, 1), 500),
        offset: Math.max(filter?.page?.offset ?? 0, 0),
      }),
  },
  AuditEntry: {
    date: (row) => row.at,
  },
};
