import type { CallActionKind, CallActorKind, Principal } from '@wardlight/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { callActions } from '../../db/schema/index';

/** Who acted through the console. */
export interface Actor {
  principal: Principal;
  userName: string | null;
}

export type CallActionRow = typeof callActions.$inferSelect;

export interface CallActionRecord {
  callId: number;
  action: CallActionKind;
  at?: Date;
  actor: { kind: CallActorKind; id?: number | null; name?: string | null };
  detail?: string | null;
}

/** Writes steps of calls' trails; pass the transaction of what caused them. */
export async function recordCallActions(db: DbOrTx, systemId: number, records: readonly CallActionRecord[]) {
  if (records.length === 0) return;
  await db.insert(callActions).values(
    records.map((r) => ({
      system_id: systemId,
      call_id: r.callId,
      action: r.action,
      at: r.at ?? new Date(),
      actor_kind: r.actor.kind,
      actor_id: r.actor.id ?? null,
      user_name: r.actor.name ?? null,
      detail: r.detail ?? null,
    })),
  );
}

/** The trails of several calls of one system, oldest step first, in one statement. */
export async function actionsOfCalls(
  db: DbOrTx,
  systemId: number,
  callIds: readonly number[],
): Promise<Map<number, CallActionRow[]>> {
  const byCall = new Map<number, CallActionRow[]>(callIds.map((id) => [id, []]));
  if (callIds.length === 0) return byCall;
  const rows = await db
    .select()
    .from(callActions)
    .where(and(eq(callActions.system_id, systemId), inArray(callActions.call_id, [...callIds])))
    .orderBy(asc(callActions.at), asc(callActions.row_id));
  for (const row of rows) byCall.get(row.call_id)?.push(row);
  return byCall;
}

/** "Closed by <user>" on each call the console's EndCalls closed (log, display, tree). */
export function recordClosedBy(db: DbOrTx, systemId: number, actor: Actor, callIds: readonly number[]) {
  return recordCallActions(
    db,
    systemId,
    callIds.map((callId) => ({
      callId,
      action: 'Closed' as const,
      actor: { kind: 'user' as const, id: actor.principal.id > 0 ? actor.principal.id : null, name: actor.userName },
    })),
  );
}
