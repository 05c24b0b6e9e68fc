import { REPORT_KINDS, type ReportKind } from '@wardlight/domain';
import { actorOf } from '../../graphql/actor';
import { missingPermission, ValidationFailed } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/generated/resolvers-types';

/** Reports are a system's: without a system context (none exists yet) there is nothing to see. */
function systemOf(systemId: number | null): number {
  if (systemId === null) throw missingPermission('system');
  return systemId;
}

export const reportsResolvers: Resolvers = {
  Query: {
    reportSettings: (_p, _a, ctx) => ctx.services.reports.settings(systemOf(ctx.systemId)),
    reportRuns: (_p, { limit }, ctx) => ctx.services.reports.runs(systemOf(ctx.systemId), limit ?? 20),
  },
  Mutation: {
    updateReportSettings: (_p, { data }, ctx) =>
      ctx.services.reports.saveSettings(actorOf(ctx), systemOf(ctx.systemId), data),
    sendReportNow(_p, { kind }, ctx) {
      if (!(REPORT_KINDS as readonly string[]).includes(kind))
        throw new ValidationFailed([{ field: 'kind', key: 'invalid_value' }]);
      return ctx.services.reports.sendNow(systemOf(ctx.systemId), kind as ReportKind);
    },
  },
};
