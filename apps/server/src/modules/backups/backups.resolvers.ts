import { actorOf } from '../../graphql/actor';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { backupsOf } from './backups-registry';

const record = (
  r: ({ name: string; requested_by: string } & ({ restored_at: string } | { requested_at: string })) | null,
) =>
  r
    ? { name: r.name, requested_by: r.requested_by, at: new Date('restored_at' in r ? r.restored_at : r.requested_at) }
    : null;

export const backupsResolvers: Resolvers = {
  Query: {
    backups: async (_p, _a, ctx) => {
      const o = await backupsOf(ctx.services).overview(ctx.principal);
      return { ...o, last_restore: record(o.last_restore), pending_restore: record(o.pending_restore) };
    },
    onlineBackup: (_p, _a, ctx) => backupsOf(ctx.services).onlineBackup(ctx.principal),
  },
  Mutation: {
    createBackup: (_p, _a, ctx) => backupsOf(ctx.services).create(actorOf(ctx)),
    deleteBackups: (_p, { names }, ctx) => backupsOf(ctx.services).remove(actorOf(ctx), names),
    updateBackupSettings: (_p, a, ctx) =>
      backupsOf(ctx.services).updateSettings(actorOf(ctx), { interval_hours: a.interval_hours, keep: a.keep }),
    updateOnlineBackup: (_p, { data }, ctx) =>
      backupsOf(ctx.services).updateOnlineBackup(actorOf(ctx), { ...data, secret: data.secret ?? null }),
    runOnlineBackup: (_p, _a, ctx) => backupsOf(ctx.services).runOnlineBackup(ctx.principal),
    restoreBackup: (_p, a, ctx) => backupsOf(ctx.services).requestRestore(actorOf(ctx), ctx.locale, a.name, a.confirm),
  },
};
