import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { assertEverySystem } from '../backups/backups.service';
import { backupsOf } from '../backups/backups-registry';
import { createMaintenance } from './maintenance.service';

const maintenanceOf = (ctx: Parameters<typeof actorOf>[0]) =>
  createMaintenance({ db: ctx.services.db, messages: ctx.services.systemMessages });

export const maintenanceResolvers: Resolvers = {
  Query: {
    cleanupPreview: (_p, { older_than_days }, ctx) => maintenanceOf(ctx).preview(ctx.principal, older_than_days),
  },
  Mutation: {
    cleanup: (_p, a, ctx) =>
      maintenanceOf(ctx).cleanup(actorOf(ctx), ctx.locale, {
        olderThanDays: a.older_than_days,
        calls: a.calls,
        audit: a.audit,
        confirm: a.confirm,
      }),
    reloadClients: (_p, _a, ctx) => maintenanceOf(ctx).reloadClients(ctx.principal),
    restartServer: (_p, _a, ctx) => {
      assertEverySystem(ctx.principal);
      backupsOf(ctx.services).restartSoon();
      return true;
    },
  },
};
