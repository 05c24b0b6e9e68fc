import { IssueList } from '@wardlight/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { appClients, appUsers } from '../../db/schema/index';
import { actorOf } from '../../graphql/actor';
import { loaderOf } from '../../graphql/batch-loader';
import type { GraphQLContext } from '../../graphql/context';
import { notFound, ValidationFailed } from '../../graphql/errors';
import { writeAudit } from '../audit/audit.repository';
import { requireSystem } from '../config-edit/config-edit.service';
import type { ConsoleEntity, EntityResolvers } from '../console-entities/console-entity';
import { REVOKED_CLIENT } from '../phones/phones.repository';
import { checkClientCapacity, isConnected, newPairing, reachabilityOf } from './app-clients.repository';

type ClientRow = typeof appClients.$inferSelect;
const ENTITY = 'app_client';

/** Signs the phone out and forgets its device: it must be paired again. */
const REVOKED = REVOKED_CLIENT;

/**
 * Changes one client of the request's system in a transaction with its audit entry; `change` returns
 * the columns to write (or throws a validation error). Sockets of the client are told afterwards.
 */
async function changeClient(
  ctx: GraphQLContext,
  id: number,
  field: string,
  change: (row: ClientRow, issues: IssueList, tx: Tx) => Promise<Partial<ClientRow>>,
): Promise<ClientRow> {
  const systemId = requireSystem(ctx.systemId);
  const actor = actorOf(ctx);
  const row = await ctx.services.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(appClients)
      .where(and(eq(appClients.id, id), eq(appClients.system_id, systemId)))
      .for('update');
    if (!before) throw notFound(ENTITY, id);
    const issues = new IssueList();
    const values = await change(before, issues, tx);
    if (!issues.ok) throw new ValidationFailed(issues.issues);
    const [after] = await tx
      .update(appClients)
      .set({ ...values, updated_at: new Date() })
      .where(eq(appClients.id, id))
      .returning();
    if (!after) throw notFound(ENTITY, id);
    const secret = field === 'pairing_token';
    const from = secret ? '***' : before[field as keyof ClientRow];
    const to = secret ? '***' : after[field as keyof ClientRow];
    await writeAudit(tx, actor, [{ action: 'updated', entity: ENTITY, entityId: id, field, change: { from, to } }]);
    return after;
  });
  await ctx.services.bus.publish('phonesChanged', { client_ids: [id] });
  return row;
}

/**
 * The app clients' actions and computed fields (spec part 2 §2, §4): unpair a phone (its sessions end at
 * once: `phonesChanged` tells its sockets), a new pairing code, a delete that tells the sockets too; and
 * per client whether it is connected, its reachability and who is signed in on it.
 */
export function appClientResolvers(entity: () => ConsoleEntity): EntityResolvers {
  return {
    Mutation: {
      unpairAppClient: (_p: unknown, { id }: { id: number }, ctx: GraphQLContext) =>
        changeClient(ctx, id, 'state', async () => REVOKED),
      renewAppClientPairing: (_p: unknown, { id }: { id: number }, ctx: GraphQLContext) =>
        changeClient(ctx, id, 'pairing_token', async (row, issues, tx) => {
          // A paired phone is unpaired first: a new code would not reach it.
          if (row.state === 'paired') issues.add('state', 'invalid_value', { state: row.state });
          else await checkClientCapacity(tx, issues, row.id);
          return { ...REVOKED, ...newPairing() };
        }),
      async deleteAppClients(_p: unknown, { ids }: { ids: number[] }, ctx: GraphQLContext) {
        const removed = await ctx.services.consoleEntities.bind(entity(), ctx.systemId).remove(actorOf(ctx), ids);
        if (removed.length > 0) await ctx.services.bus.publish('phonesChanged', { client_ids: removed });
        return removed;
      },
    },
    AppClient: {
      is_connected: (row: ClientRow) => isConnected(row.last_contact_at),
      // The code is shown only while it may be used.
      pairing_token: (row: ClientRow) => (row.state === 'unpaired' ? row.pairing_token : null),
      pairing_expires_at: (row: ClientRow) => (row.state === 'unpaired' ? row.pairing_expires_at : null),
      reachability: async (row: ClientRow, _a: unknown, ctx: GraphQLContext) => {
        const load = loaderOf(ctx, 'appClientReachability', (ids) => reachabilityOf(ctx.services.db, ids));
        return (await load([row.id]))[0] ?? 0;
      },
      app_user: async (row: ClientRow, _a: unknown, ctx: GraphQLContext) => {
        if (row.app_user_id === null) return null;
        const load = loaderOf(ctx, 'appClientUser', async (ids) => {
          const users = await ctx.services.db
            .select()
            .from(appUsers)
            .where(and(inArray(appUsers.id, ids), eq(appUsers.system_id, row.system_id)));
          return new Map(users.map((u) => [u.id, u]));
        });
        return (await load([row.app_user_id]))[0] ?? null;
      },
    },
  };
}
