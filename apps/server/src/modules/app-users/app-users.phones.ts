import { and, eq, inArray, isNull } from 'drizzle-orm';
import { appClients } from '../../db/schema/index';
import { actorOf } from '../../graphql/actor';
import type { GraphQLContext } from '../../graphql/context';
import type { ConsoleEntity, EntityResolvers } from '../console-entities/console-entity';

/** Ends the phone sessions of these clients (the user stays unknown to them) and tells their sockets. */
async function signOut(ctx: GraphQLContext, clientIds: number[]): Promise<void> {
  if (clientIds.length === 0) return;
  await ctx.services.db
    .update(appClients)
    .set({ app_user_id: null, session_token_hash: null, signed_in_at: null, updated_at: new Date() })
    .where(inArray(appClients.id, clientIds));
  await ctx.services.bus.publish('phonesChanged', { client_ids: clientIds });
}

async function phonesOf(ctx: GraphQLContext, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0 || ctx.systemId === null) return [];
  const rows = await ctx.services.db
    .select({ id: appClients.id })
    .from(appClients)
    .where(and(eq(appClients.system_id, ctx.systemId), inArray(appClients.app_user_id, [...userIds])));
  return rows.map((r) => r.id);
}

/**
 * A new password or a deleted user signs the user out on every phone at once (as a console user's new
 * password ends their sessions); `phonesChanged` tells the phones' sockets.
 */
export function appUserResolvers(entity: () => ConsoleEntity): EntityResolvers {
  const bound = (ctx: GraphQLContext) => ctx.services.consoleEntities.bind(entity(), ctx.systemId);
  return {
    Mutation: {
      async updateAppUser(_p: unknown, args: { id: number; data: Record<string, unknown> }, ctx: GraphQLContext) {
        const row = await bound(ctx).update(actorOf(ctx), args.id, args.data);
        if (args.data.password) await signOut(ctx, await phonesOf(ctx, [args.id]));
        return row;
      },
      async deleteAppUsers(_p: unknown, { ids }: { ids: number[] }, ctx: GraphQLContext) {
        const phones = await phonesOf(ctx, ids);
        const removed = await bound(ctx).remove(actorOf(ctx), ids);
        // The delete left these phones without a user (the column's ON DELETE SET NULL); their sessions end too.
        if (removed.length > 0 && phones.length > 0) {
          const orphaned = await ctx.services.db
            .select({ id: appClients.id })
            .from(appClients)
            .where(and(inArray(appClients.id, phones), isNull(appClients.app_user_id)));
          await signOut(
            ctx,
            orphaned.map((r) => r.id),
          );
        }
        return removed;
      },
    },
  };
}
