import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { phoneDeliveries } from '../../db/schema/index';

/** A phone's proof of delivery: it received (confirmed) or showed (opened) these calls. */
export interface Acknowledgement {
  systemId: number;
  clientId: number;
  callIds: readonly number[];
  opened: boolean;
  /** How often it was tried again for want of a delivery row. */
  retries?: number;
}

/** Waits before trying an acknowledgement again whose delivery row was not there: 0.5, 1, 2, 4, 8 s. */
const RETRY_UNMATCHED_MS = [500, 1_000, 2_000, 4_000, 8_000];

/**
 * Proof-of-delivery writes, gathered (ADR 0032). A hundred phones acknowledging a burst of calls are
 * hundreds of requests a second; each used to be an UPDATE of its own on the call path's connection.
 * Now every acknowledgement that arrives while one write runs waits for the next, and that write is two
 * statements at most (confirmed, opened) however many phones and calls it carries. A phone's answer
 * still comes after its acknowledgement is stored. The escalation engine reads the confirmations from
 * the rows when it next steps the call (engine.ts withConfirmations).
 */
export function createAcknowledgements(deps: {
  /** On the embedded database, the handle ranked behind the calls and the phones' reads (ADR 0048). */
  db: DbOrTx;
  /**
   * When these calls' starts are written, if this instance's engine told them before writing them (ADR
   * 0032's write-behind): the acknowledgement waits for its delivery rows instead of missing them and
   * being tried again on a timer (which, behind a burst, was most acknowledgements several times over).
   */
  written?: ((systemId: number, callIds: readonly number[]) => Promise<void> | null) | undefined;
}) {
  let waiting: Acknowledgement[] = [];
  let next: Promise<void> | null = null;
  let running: Promise<void> = Promise.resolve();

  async function write(batch: readonly Acknowledgement[]) {
    const at = new Date().toISOString();
    const unmatched: Acknowledgement[] = [];
    for (const systemId of new Set(batch.map((a) => a.systemId)))
      for (const opened of [false, true]) {
        const acks = batch.filter((a) => a.systemId === systemId && a.opened === opened);
        if (!acks.length) continue;
        const missing = await update(deps.db, systemId, acks, opened, at);
        if (missing > 0) unmatched.push(...acks.filter((a) => (a.retries ?? 0) < RETRY_UNMATCHED_MS.length));
      }
    // A phone hears of a new call before the engine's delivery rows are written (ADR 0032); on PostgreSQL
    // its acknowledgement can overtake them (the engine's transaction may run on another instance). It is
    // tried again a moment later, up to five times over 15.5 s (rows already confirmed are not touched
    // twice; a phone now hears of a call from the displays' feed, before the engine's look has begun, and
    // on a loaded machine that look came later than 7.5 s); one still without a row was for a call not
    // sent to that phone.
    for (const ack of unmatched) {
      const retries = ack.retries ?? 0;
      setTimeout(
        () => void add({ ...ack, retries: retries + 1 }).catch(() => undefined),
        RETRY_UNMATCHED_MS[retries],
      ).unref();
    }
  }

  function add(ack: Acknowledgement): Promise<void> {
    if (!ack.callIds.length) return Promise.resolve();
    const unwritten = deps.written?.(ack.systemId, ack.callIds);
    if (unwritten) return unwritten.then(() => add(ack));
    waiting.push(ack);
    if (!next) {
      next = running.then(() => {
        const batch = waiting;
        waiting = [];
        next = null;
        return write(batch);
      });
      running = next.catch(() => undefined);
    }
    return next;
  }

  return {
    /** Resolves once the acknowledgement is stored (with whatever else came meanwhile). */
    add,
    /** Waits for the writes queued so far (tests, shutdown). */
    settled: () => running,
  };
}

/** Stores acknowledgements; returns how many of their (call, phone) pairs had no delivery row. */
async function update(
  db: DbOrTx,
  systemId: number,
  acks: readonly Acknowledgement[],
  opened: boolean,
  at: string,
): Promise<number> {
  const d = phoneDeliveries;
  const pairs = [...new Set(acks.flatMap((a) => a.callIds.map((callId) => keyOf(callId, a.clientId))))];
  const callIds = [...new Set(acks.flatMap((a) => a.callIds))];
  const set = opened
    ? sql`state = 'opened', opened_at = ${at}::timestamptz, confirmed_at = coalesce(${d.confirmed_at}, ${at}::timestamptz)`
    : sql`state = 'confirmed', confirmed_at = ${at}::timestamptz`;
  const still = opened ? sql`${d.state} <> 'opened'` : sql`${d.state} in ('sent', 'unknown', 'error')`;
  // The call ids narrow the rows by the index; each row's (call, phone) key is then looked up in the
  // pairs, which Postgres hashes. Not a join with the pairs as a set-returning function: with no
  // statistics (the embedded database has only the share of open calls, ADR 0049) the planner estimated
  // one row and chose a nested loop that parsed the JSON of 1,900 pairs once per row — 2.8 s in
  // `bench/calls`, every display waiting.
  const acked = sql`${d.system_id} = ${systemId} and ${d.call_id} = any(${sql.param(callIds)}::int[])
    and ((${d.call_id}::bigint << 32) | ${d.client_id}) = any(${sql.param(pairs)}::bigint[])`;
  // Rows already in the acknowledged state count as matched: only a missing row is worth a retry. The
  // rows updated are counted in the statement: returned one by one, a burst's were hundreds of rows to hand
  // over and decode just to be counted.
  const counted = await db.execute(
    sql`with updated as (update ${d} set ${set} where ${acked} and ${still} returning 1) select count(*)::int as n from updated`,
  );
  const updated = countOf(counted);
  if (updated === pairs.length) return 0;
  // Only a row already acknowledged counts as matched besides those updated: on PostgreSQL a row whose
  // insert was not committed when the UPDATE ran may be there by now, still unacknowledged, and it needs
  // the retry (counting it as matched left a confirmed delivery at `sent`).
  const n = countOf(await db.execute(sql`select count(*)::int as n from ${d} where ${acked} and not (${still})`));
  return pairs.length - updated - n;
}

const countOf = (result: unknown): number => (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;

/** A delivery's (call, phone) as one number: call ids and client ids are 32-bit serials. */
const keyOf = (callId: number, clientId: number) => callId * 2 ** 32 + clientId;
