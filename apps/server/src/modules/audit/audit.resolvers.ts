import { type Principal, restrictedTo } from '@wardlight/domain';
import { pageOf } from '../../crud/crud';
import type { AuditFilter, Resolvers } from '../../graphql/generated/resolvers-types';
import { type AuditQuery, auditOptions, listAudit } from './audit.repository';
import { exportAudit, verifyAudit } from './audit.service';

const asDate = (value: unknown): Date | null => (value ? new Date(value as string | Date) : null);

function queryOf(filter: AuditFilter | null | undefined, ctx: { principal: Principal }): AuditQuery {
  return {
    entity: filter?.entity,
    action: filter?.action,
    userId: filter?.user_id,
    systemId: filter?.system_id,
    from: asDate(filter?.from),
    to: asDate(filter?.to),
    search: filter?.search,
    systems: restrictedTo(ctx.principal),
  };
}

export const auditResolvers: Resolvers = {
  Query: {
    auditLog: (_p, { filter }, ctx) => listAudit(ctx.services.db, { ...queryOf(filter, ctx), ...pageOf(filter?.page) }),
    auditLogOptions: (_p, _a, ctx) => auditOptions(ctx.services.db, restrictedTo(ctx.principal)),
    verifyAuditLog: (_p, { system_id }, ctx) => verifyAudit(ctx.services.db, ctx.principal, system_id ?? null),
    exportAuditLog: (_p, { filter }, ctx) => exportAudit(ctx.services.db, queryOf(filter, ctx)),
  },
  AuditEntry: {
    date: (row) => row.at,
  },
};
