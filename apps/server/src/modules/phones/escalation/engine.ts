import {
  confirmDeliveries,
  type EscalationAction,
  type EscalationEvent,
  type EscalationState,
  type EscalationTimeouts,
  escalationDue,
  routeCall,
  startEscalation,
  stepEscalation,
  type Tier,
  wallClockInZone,
} from '@wardlight/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { systems } from '../../../db/schema/index';
import type { Bus } from '../../../events/topics';
import type { Logger } from '../../../logger';
import { type CallActionRecord, recordCallActions } from '../../call-log/call-actions.repository';
import type { StoredCalls } from '../../calls/call-ingest';
import { type CallView, type CallViewKnown, callViewCache, viewCalls } from '../../calls/call-view';
import { type CallRow, callsByIds } from '../../calls/calls.repository';
import type { AppSettingsReader } from '../app-settings-cache';
import { readAppSettings } from '../phones.repository';
import {
  appUserNames,
  callsWithoutEscalation,
  closedAmong,
  closedButRunning,
  confirmedUsers,
  type EscalationRow,
  type EscalationSave,
  hasPairedPhones,
  insertEscalations,
  lockDue,
  lockEscalations,
  nextDue,
  phonesOf,
  recordSent,
  type Sent,
  saveEscalations,
  setHandledBy,
  sweepDone,
  systemsDue,
} from './escalation.repository';
import { loadRouting, newRoutedKnown, type RoutedKnown, routedCalls, type SystemRouting } from './routing-config';

type Lane = <T>(work: () => Promise<T>) => Promise<T>;

/** Whose phone lists a step changed, and in which calls (the phones' feed reads only those). */
interface Touched {
  users: Set<number>;
  calls: Set<number>;
}
const newTouched = (): Touched => ({ users: new Set(), calls: new Set() });
function touch(touched: Touched, callId: number, userIds: readonly number[]) {
  if (!userIds.length) return;
  touched.calls.add(callId);
  for (const id of userIds) touched.users.add(id);
}
/** The phones a step's record at `index` reached: the send that follows it in the step. */
function sentAfter(actions: readonly EscalationAction[], index: number): readonly number[] {
  const send = actions.slice(index + 1).find((a) => a.kind === 'send');
  return send?.kind === 'send' ? send.user_ids : [];
}
/**
 * Whose names the trail of these steps needs: who acted, and whom an escalation or a resend reached. Not
 * everyone a new call rings: its first send writes no record, and reading the names of 200 phones' users
 * for every call was 1.4 ms of the embedded database's time a call (bench/calls).
 */
function named(steps: ReadonlyArray<{ actions: readonly EscalationAction[] }>): Set<number> {
  const ids = new Set<number>();
  for (const { actions } of steps)
    for (const [index, action] of actions.entries()) {
      if (action.kind !== 'record') continue;
      if (action.user_id !== null) ids.add(action.user_id);
      if (action.action === 'Escalated' || action.action === 'Resent')
        for (const id of sentAfter(actions, index)) ids.add(id);
    }
  return ids;
}
/** The earliest of some due times (ms); null when none is due. */
function earliest(dues: readonly (Date | null)[]): number | null {
  const times = dues.flatMap((d) => (d ? [d.getTime()] : []));
  return times.length ? Math.min(...times) : null;
}
/** The longest phoneCalls message told by name (NOTIFY's limit is 8,000 bytes with the envelope). */
const MAX_TOLD_BYTES = 6_000;
export type Refusal = Extract<EscalationAction, { kind: 'refuse' }>['reason'];

/** How often an instance looks for rows due that another instance wrote, and sweeps closed ones. */
const POLL_MS = 5_000;
const SWEEP_EVERY_MS = 60_000;
const ROUTING_TTL_MS = 2_000;
const PAIRED_TTL_MS = 5_000;
/** How old a routing may be to serve while its successor is read; an older one is waited for. */
const STALE_ROUTING_MS = 2 * ROUTING_TTL_MS;
const S = 1_000;

/**
 * The escalation engine (issue 13, ADR 0031/0032): for each open call, who gets it now, and what happens
 * when nobody answers. Its memory is the `call_escalations` rows (state, tiers, due time), so a restart
 * goes on where it was; every step happens in a transaction that locks the call's row, so instances
 * sharing a PostgreSQL database never step a call twice, and a new call is started by whichever
 * instance inserts its row first. What it did is told to the phones through the bus (`phoneCalls`), on
 * every instance, and written to the call's trail (call_actions) and the delivery rows.
 */
export function createEscalationEngine(deps: {
  db: Db;
  bus: Bus;
  log: Logger;
  /** The call path's lane (ADR 0019): the phones' work never waits behind console statements. */
  first?: Lane | undefined;
  /**
   * The handle of the writes that can wait (write-behind, due steps): on the embedded database it goes in
   * after the calls, the walls' reads and the phones' reads (ADR 0048). A nurse's own action uses `db`.
   */
  writes?: Db | undefined;
  pollMs?: number;
  /**
   * The handle of a new call's own reads, what its routing and view do not hold yet: on the embedded
   * database at the walls' rank, so a call the ingest told (`stored`) is read for before its walls' read
   * and the frames to every display. `db` without.
   */
  ring?: Db | undefined;
  /**
   * New calls as decided, before their rows are written: this instance's phones hear of them without
   * waiting for the writes (phone-feeds.ts provisional; ADR 0032).
   */
  onDecided?: ((systemId: number, rows: readonly EscalationRow[], views: readonly CallView[]) => void) | undefined;
  /** Calls found closed, before their escalations' closing is written (phone-feeds.ts provisionalClose). */
  onClosed?: ((systemId: number, closed: readonly { call_id: number; closed_at: Date | null }[]) => void) | undefined;
  /** The related records of calls, shared with the walls' and the phones' feeds (one read of a new room). */
  viewed?: ((systemId: number) => CallViewKnown) | undefined;
  /** The app settings as the call path keeps them (app-settings-cache.ts); read at every step without. */
  settings?: AppSettingsReader | undefined;
}) {
  const { db, bus, log } = deps;
  const lane: Lane = deps.first ?? ((work) => work());
  const writeDb = deps.writes ?? db;
  const ringDb = deps.ring ?? db;
  const chains = new Map<number, Promise<void>>();
  /** Each system's timer for its next due row, and when it fires (Date.now()). */
  const timers = new Map<number, { timer: NodeJS.Timeout; at: number }>();
  const settingsOf = deps.settings ?? readAppSettings;
  const offs: Array<() => void> = [];
  let poller: NodeJS.Timeout | null = null;
  let lastSweep = 0;
  let closed = false;

  /** One system's work runs one piece at a time on this instance: a new call waits for the last to finish. */
  function serial<T>(systemId: number, work: () => Promise<T>): Promise<T> {
    const previous = chains.get(systemId) ?? Promise.resolve();
    const next = previous.then(() => lane(work));
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    chains.set(systemId, settled);
    void settled.then(() => {
      if (chains.get(systemId) === settled) chains.delete(systemId);
    });
    return next;
  }

  /**
   * The system's writes (write-behind, ADR 0032): a look decides new calls and tells this instance's
   * phones from memory, then queues what it did here and goes on. Writes run one at a time, each after
   * the look that was running when it was queued, so a ring waits for the reads of the look before it,
   * not for the rows, trail and closings of the calls before it. A user's action and the due steps run
   * here too: they need the rows written. The writes use the handle ranked behind (`deps.writes`): on the
   * embedded database a burst's delivery rows never go in ahead of the next call, its walls' read or a
   * phone's ring (ADR 0048).
   */
  const writes = new Map<number, Promise<void>>();
  function behind<T>(systemId: number, work: () => Promise<T>): Promise<T> {
    const previous = writes.get(systemId) ?? Promise.resolve();
    const next = previous.then(async () => {
      await chains.get(systemId);
      return work();
    });
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    writes.set(systemId, settled);
    void settled.then(() => {
      if (writes.get(systemId) === settled) writes.delete(systemId);
    });
    return next;
  }
  /**
   * What the looks decided and the writes have not done yet, per system: starts (told, no row yet) and
   * closings (told, row not yet done). One drain on the write chain takes all that is waiting at its
   * start — behind a burst, the looks of several seconds make one transaction, not one each.
   */
  interface Backlog {
    starts: Start[];
    closes: Set<number>;
    /** Call ids of the starts, until their drain has run (written, or failed and to be looked at again). */
    starting: Set<number>;
    closing: Set<number>;
    /** Resolves when the drain that takes the waiting starts has run (acknowledgements wait for it). */
    drained: Promise<void> | null;
    /**
     * Decisions of calls the ingest told (`stored`), made beside the looks: a drain waits for them, so a
     * call that closed meanwhile is written started before its closing is stepped.
     */
    deciding: Set<Promise<void>>;
  }
  const backlogs = new Map<number, Backlog>();
  const backlogOf = (systemId: number): Backlog => {
    let b = backlogs.get(systemId);
    if (!b) {
      b = {
        starts: [],
        closes: new Set(),
        starting: new Set(),
        closing: new Set(),
        drained: null,
        deciding: new Set(),
      };
      backlogs.set(systemId, b);
    }
    return b;
  };

  /** Writes what the looks decided: the starts (rows, deliveries, trail), then the closings. */
  function drainLater(systemId: number, b: Backlog) {
    if (b.drained) return;
    b.drained = behind(systemId, async () => {
      await Promise.all(b.deciding);
      const starts = b.starts;
      const closes = [...b.closes];
      b.starts = [];
      b.closes = new Set();
      b.drained = null;
      if (closed) {
        // Shutting down: what is not written is decided again after the restart (no row, no trail yet).
        for (const s of starts) b.starting.delete(s.call.id);
        for (const id of closes) b.closing.delete(id);
        return;
      }
      // Whatever fails is let go (no row, or the row still running): the next look finds it again. (Writing
      // a drain in parts of a few hundred rows, each told, was tried: it stalled the walls for seconds in
      // bursts — ADR 0032.)
      try {
        const started = newTouched();
        const due = starts.length ? await write(systemId, starts, started) : null;
        for (const s of starts) b.starting.delete(s.call.id);
        await tell(systemId, started);
        const ended = newTouched();
        if (closes.length) await step(writeDb, systemId, closes, () => ({ kind: 'closed' }), ended);
        await tell(systemId, ended);
        // The rows written are due when this drain made them so (a closing is due never): the timer moves
        // only if they are due before it fires. Reading the system's next due time after every drain was
        // one statement of every call's change (bench/calls); the timer reads it when it fires.
        scheduleBy(systemId, due);
      } finally {
        for (const s of starts) b.starting.delete(s.call.id);
        for (const id of closes) b.closing.delete(id);
      }
    });
    b.drained.catch(failed(systemId));
  }

  const failed = (systemId: number) => (error: unknown) => {
    log.error({ err: error, systemId }, 'phone escalation failed: tried again on the next change or poll');
    schedule(systemId, POLL_MS);
    // A look too: calls decided but not written (the database was away) are decided and written again.
    setTimeout(() => {
      if (!closed) queueSync(systemId);
    }, POLL_MS).unref();
  };

  async function timeoutsNow(tx: DbOrTx): Promise<EscalationTimeouts> {
    const s = await settingsOf(tx);
    return { resend: s.resend_timeout, escalation: s.escalation_timeout, release: s.release_timeout };
  }

  /**
   * When to look again. A call nobody could be rung for is routed again every resend time: someone may
   * have signed in meanwhile (never left to fall through).
   */
  function dueOf(state: EscalationState, tiers: readonly Tier[], timeouts: EscalationTimeouts, now: number) {
    if (state.done) return null;
    if (tiers.length === 0) return new Date(now + Math.min(timeouts.resend, timeouts.escalation) * S);
    const due = escalationDue(state, timeouts);
    return due === null ? null : new Date(due);
  }

  /**
   * Carries out the actions of one or more calls' steps in `tx`; returns the refusals. However many calls
   * a step covers (a burst starts many), the names, the phones, the delivery rows and the trail are one
   * statement each: per call they were four, which a burst of presses queued behind.
   */
  async function carryOut(
    tx: DbOrTx,
    systemId: number,
    steps: ReadonlyArray<{ callId: number; actions: readonly EscalationAction[] }>,
    at: Date,
    touched: Touched,
  ): Promise<Refusal[]> {
    const refusals: Refusal[] = [];
    const records: CallActionRecord[] = [];
    const sent = new Set(steps.flatMap((s) => s.actions.flatMap((a) => (a.kind === 'send' ? a.user_ids : []))));
    const [names, phones] = await Promise.all([appUserNames(tx, [...named(steps)]), phonesOf(tx, systemId, [...sent])]);
    // The trail is read by people: whom a step reached, by name, in any language (not ids or tier kinds).
    const namesOf = (ids: readonly number[]) => ids.map((id) => names.get(id)?.name ?? `#${id}`).join(', ');
    const deliveries: Sent[] = [];
    for (const { callId, actions } of steps) {
      for (const [index, action] of actions.entries()) {
        if (action.kind === 'send') {
          const users = new Set(action.user_ids);
          for (const phone of phones)
            if (phone.user_id !== null && users.has(phone.user_id)) deliveries.push({ callId, phone });
          touch(touched, callId, action.user_ids);
        } else if (action.kind === 'withdraw') {
          touch(touched, callId, action.user_ids);
        } else if (action.kind === 'refuse') {
          refusals.push(action.reason);
        } else {
          const who = action.user_id === null ? null : names.get(action.user_id);
          records.push({
            callId,
            action: action.action,
            at,
            actor: who ? { kind: 'app_user', id: action.user_id, name: who.name } : { kind: 'system' },
            detail:
              action.action === 'Escalated' || action.action === 'Resent'
                ? namesOf(sentAfter(actions, index)) || null
                : action.detail,
          });
          if (action.action === 'Accepted')
            await setHandledBy(tx, systemId, callId, who?.display_name || who?.name || null);
          if (action.action === 'Released') await setHandledBy(tx, systemId, callId, null);
        }
      }
    }
    await recordSent(tx, systemId, deliveries, at);
    await recordCallActions(tx, systemId, records);
    return refusals;
  }

  const involved = (state: EscalationState) => [
    ...state.deliveries.map((d) => d.user_id),
    ...state.rejected_by,
    ...(state.accepted ? [state.accepted.user_id] : []),
  ];

  async function tell(systemId: number, touched: Touched) {
    if (!touched.users.size) return;
    const told = { system_id: systemId, user_ids: [...touched.users], call_ids: [...touched.calls] };
    // A NOTIFY carries at most 8,000 bytes: a step of very many calls or users asks for a whole read.
    const fits = JSON.stringify(told).length <= MAX_TOLD_BYTES;
    await bus.publish('phoneCalls', fits ? told : { system_id: systemId, user_ids: null, call_ids: null });
  }

  /**
   * A system's routing (ten statements) serves the calls of the next two seconds too: a burst of presses
   * reads it once. For two seconds more it still serves while its successor is read: a call routed then
   * does not wait for ten statements queued behind the walls' read (bench/calls: every two seconds a
   * phone's p99 press). Who signed in or out and saved app settings are news at once (phonesChanged and
   * appSettingsChanged drop it: the next call waits for the read); a change in app management is seen
   * within the two seconds and one read.
   */
  interface CachedRouting {
    at: number;
    routing: Promise<SystemRouting>;
    known: RoutedKnown;
    /** Its successor is being read. */
    renewing: boolean;
  }
  const routings = new Map<number, CachedRouting>();
  offs.push(bus.on('phonesChanged', () => routings.clear()));
  // The app settings are part of it (subscriptions on or off, …): saved, they count from the next call.
  offs.push(bus.on('appSettingsChanged', () => routings.clear()));
  function readRouting(systemId: number, now: Date): CachedRouting {
    // The call types and node paths are kept as long (they change by a commit), and the records a call's
    // view shows too (`viewed`): a look at new calls is then two statements, not eight.
    return { at: now.getTime(), routing: loadRouting(db, systemId, now), known: newRoutedKnown(), renewing: false };
  }
  function routingOf(systemId: number, now: Date): CachedRouting {
    const cached = routings.get(systemId);
    const age = cached ? now.getTime() - cached.at : Number.POSITIVE_INFINITY;
    if (cached && (age < ROUTING_TTL_MS || (cached.renewing && age < STALE_ROUTING_MS))) return cached;
    if (cached && age < STALE_ROUTING_MS) {
      cached.renewing = true;
      const next = readRouting(systemId, now);
      next.routing.then(
        () => {
          if (routings.get(systemId) === cached) routings.set(systemId, next);
        },
        () => {
          cached.renewing = false;
        },
      );
      return cached;
    }
    const entry = readRouting(systemId, now);
    routings.set(systemId, entry);
    entry.routing.catch(() => {
      if (routings.get(systemId) === entry) routings.delete(systemId);
    });
    return entry;
  }
  const viewed = deps.viewed ?? callViewCache(ROUTING_TTL_MS);

  /** Systems with a paired phone, as the last look found: the poll has nothing to do without one. */
  const active = new Set<number>();

  /**
   * Whether a system has a paired phone, known for a few seconds: every call change asks. Pairing and
   * unpairing (phonesChanged) drop it at once.
   */
  const paired = new Map<number, { at: number; value: Promise<boolean> }>();
  offs.push(bus.on('phonesChanged', () => paired.clear()));
  function hasPhones(systemId: number): Promise<boolean> {
    const known = paired.get(systemId);
    if (known && Date.now() - known.at < PAIRED_TTL_MS) return known.value;
    const value = hasPairedPhones(db, systemId);
    paired.set(systemId, { at: Date.now(), value });
    value.catch(() => paired.delete(systemId));
    return value;
  }

  /** Starts the escalations of new calls and ends those of closed ones. */
  async function sync(systemId: number) {
    // Without a paired phone nothing is routed: a system without phones pays one indexed look per change.
    if (!(await hasPhones(systemId))) {
      active.delete(systemId);
      return;
    }
    active.add(systemId);
    const now = new Date();
    const b = backlogOf(systemId);
    // Calls told but not written may have closed meanwhile: which of them did, and when, is asked with the
    // two finds, not after them (behind a burst most looks have some, and a statement after the finds was
    // one more wait for the database on every ring).
    const told = [...b.starting];
    const [fresh, ended, closedUnwritten] = await Promise.all([
      callsWithoutEscalation(db, systemId),
      closedButRunning(db, systemId),
      told.length ? closedAmong(db, systemId, told) : [],
    ]);
    const newCalls = claim(b, fresh);
    // A call whose row was written while the finds ran is in both: once is enough.
    const closedFound = [...new Map([...closedUnwritten, ...ended].map((c) => [c.call_id, c])).values()];
    // New calls are decided and told to the phones now; their rows and the closed ones' steps come after.
    const starts = newCalls.length ? await decideClaimed(systemId, b, newCalls, now) : [];
    b.starts.push(...starts);
    const closedNow = closeLater(systemId, b, closedFound);
    if (starts.length || closedNow.length) drainLater(systemId, b);
    // Nothing new: a system without a timer looks up its next due time (after a restart, say); one with a
    // timer reads it when the timer fires.
    else if (!timers.has(systemId)) scheduleAfterWrites(systemId);
  }

  type Start = { call: CallRow; tiers: Tier[]; first: ReturnType<typeof startEscalation>; at: Date };

  /**
   * Closed calls this instance is not closing yet, now closing: they leave its phones at once, and the
   * closing of their escalations is queued for the drain (written behind, after the start of a call that
   * had none yet: the drain writes starts first). Returns them; the caller starts the drain.
   */
  function closeLater(systemId: number, b: Backlog, calls: readonly { call_id: number; closed_at: Date | null }[]) {
    const ending = calls.filter((c) => !b.closing.has(c.call_id));
    for (const { call_id } of ending) {
      b.closing.add(call_id);
      b.closes.add(call_id);
    }
    if (ending.length) deps.onClosed?.(systemId, ending);
    return ending;
  }

  /**
   * The calls nobody on this instance decides yet, now marked as being decided (`starting`): a look and the
   * ingest's `stored` may see the same new call, and only the first decides it.
   */
  function claim(b: Backlog, calls: readonly CallRow[]): CallRow[] {
    const mine = calls.filter((c) => !b.starting.has(c.id));
    for (const c of mine) b.starting.add(c.id);
    return mine;
  }

  /**
   * Decides claimed calls; if that fails they are let go, for the next look to find again. A call that
   * closed while it was being decided (the ingest told it, `stored`) is neither told nor started: nobody
   * is rung for a call already over.
   */
  async function decideClaimed(systemId: number, b: Backlog, calls: CallRow[], now: Date): Promise<Start[]> {
    let starts: Start[] = [];
    try {
      starts = await decide(systemId, calls, now, (id) => !b.closing.has(id));
      return starts;
    } finally {
      const started = new Set(starts.map((s) => s.call.id));
      for (const c of calls) if (!started.has(c.id)) b.starting.delete(c.id);
    }
  }

  /** Routes new calls and tells this instance's phones at once (onDecided), before anything is written. */
  async function decide(
    systemId: number,
    fresh: CallRow[],
    now: Date,
    stillOpen: (callId: number) => boolean,
  ): Promise<Start[]> {
    const cached = routingOf(systemId, now);
    const [routing, routed, views] = await Promise.all([
      cached.routing,
      routedCalls(ringDb, systemId, fresh, cached.known),
      deps.onDecided ? viewCalls(ringDb, systemId, fresh, viewed(systemId)) : ([] as CallView[]),
    ]);
    const clock = wallClockInZone(now, routing.timeZone);
    const starts = fresh
      .filter((call) => stillOpen(call.id))
      .map((call) => {
        const target = routed.get(call.id);
        const routes = target ? routeCall(target, routing.config, clock) : { tiers: [], notes: [] };
        const first = startEscalation(
          call.opened_at.getTime(),
          target?.urgency ?? 'Normal',
          routes.tiers,
          now.getTime(),
        );
        // A presence rings nobody (ADR 0031): its row says so, so it is not looked at again.
        if (routes.notes.some((n) => n.kind === 'presence')) first.state.done = true;
        return { call, tiers: [...routes.tiers], first, at: now };
      });
    deps.onDecided?.(
      systemId,
      starts.map((s) => ({
        system_id: systemId,
        call_id: s.call.id,
        state: s.first.state,
        tiers: s.tiers,
        due_at: null,
        updated_at: now,
      })),
      views,
    );
    return starts;
  }

  /**
   * Writes decided starts: whichever instance inserts a call's row first started it, only it sends. Each
   * call's due time counts from its own decision; the trail and the deliveries of one drain carry the
   * earliest decision's time (the phones were told then).
   */
  async function write(systemId: number, starts: readonly Start[], touched: Touched): Promise<number | null> {
    const now = new Date(Math.min(...starts.map((s) => s.at.getTime())));
    return writeDb.transaction(async (tx) => {
      // The timeouts are read now, not with the routing: a changed setting counts from the next call on.
      const timeouts = await timeoutsNow(tx);
      const rows = starts.map((s) => ({
        system_id: systemId,
        call_id: s.call.id,
        state: s.first.state,
        tiers: s.tiers,
        due_at: dueOf(s.first.state, s.tiers, timeouts, s.at.getTime()),
      }));
      const won = await insertEscalations(tx, rows);
      const steps = starts
        .filter((s) => won.has(s.call.id))
        .map((s) => ({ callId: s.call.id, actions: s.first.actions }));
      await carryOut(tx, systemId, steps, now, touched);
      return earliest(rows.filter((r) => won.has(r.call_id)).map((r) => r.due_at));
    });
  }

  /** Applies an event to calls' escalations, each row locked for the step. */
  async function step(
    handle: Db,
    systemId: number,
    callIds: readonly number[],
    eventOf: (state: EscalationState) => EscalationEvent,
    touched: Touched,
  ): Promise<Refusal[]> {
    const now = new Date();
    return handle.transaction(async (tx) => {
      const timeouts = await timeoutsNow(tx);
      const steps: { callId: number; actions: readonly EscalationAction[] }[] = [];
      const saves: EscalationSave[] = [];
      for (const row of await withConfirmations(tx, systemId, await lockEscalations(tx, systemId, callIds), now)) {
        const next = stepEscalation(row.state, eventOf(row.state), row.tiers, timeouts, now.getTime());
        touch(touched, row.call_id, [...involved(row.state), ...involved(next.state)]);
        saves.push({
          call_id: row.call_id,
          state: next.state,
          due_at: dueOf(next.state, row.tiers, timeouts, now.getTime()),
        });
        steps.push({ callId: row.call_id, actions: next.actions });
      }
      await saveEscalations(tx, systemId, saves);
      return carryOut(tx, systemId, steps, now, touched);
    });
  }

  /** Steps the rows that are due: resend, escalate, release, and route again the calls nobody could get. */
  async function tick(systemId: number) {
    const now = new Date();
    const touched = newTouched();
    await writeDb.transaction(async (tx) => {
      const due = await withConfirmations(tx, systemId, await lockDue(tx, systemId, now), now);
      if (!due.length) return;
      const timeouts = await timeoutsNow(tx);
      const unrouted = due.filter((r) => r.tiers.length === 0 && !r.state.done);
      const rerouted = unrouted.length ? await reroute(tx, systemId, unrouted, now) : new Map<number, Tier[]>();
      const steps: { callId: number; actions: readonly EscalationAction[] }[] = [];
      const saves: EscalationSave[] = [];
      for (const row of due) {
        const tiers = rerouted.get(row.call_id) ?? [];
        const next = tiers.length
          ? startEscalation(row.state.opened_at, row.state.urgency, tiers, now.getTime())
          : stepEscalation(row.state, { kind: 'tick' }, row.tiers, timeouts, now.getTime());
        const rowTiers = tiers.length ? tiers : row.tiers;
        touch(touched, row.call_id, [...involved(row.state), ...involved(next.state)]);
        saves.push({
          call_id: row.call_id,
          state: next.state,
          ...(tiers.length ? { tiers } : {}),
          due_at: dueOf(next.state, rowTiers, timeouts, now.getTime()),
        });
        steps.push({ callId: row.call_id, actions: next.actions });
      }
      await saveEscalations(tx, systemId, saves);
      await carryOut(tx, systemId, steps, now, touched);
    });
    await tell(systemId, touched);
  }

  /**
   * The phones' acknowledgements are delivery rows (acknowledgements.ts), written as they come; a step
   * takes them into the state it works on. So an acknowledgement costs one gathered UPDATE, never a step
   * of the escalation (a hundred phones confirming a burst used to be hundreds of rewrites of its state).
   * Until its step a confirmed delivery looks unconfirmed: the row is due at its resend time, the step
   * then finds it confirmed and resends nothing.
   */
  async function withConfirmations(tx: DbOrTx, systemId: number, rows: EscalationRow[], now: Date) {
    const running = rows.filter((r) => !r.state.done);
    if (!running.length) return rows;
    const confirmed = await confirmedUsers(
      tx,
      systemId,
      running.map((r) => r.call_id),
    );
    return rows.map((row) => {
      const users = confirmed.get(row.call_id);
      return users ? { ...row, state: confirmDeliveries(row.state, users, now.getTime()) } : row;
    });
  }

  async function reroute(tx: DbOrTx, systemId: number, rows: readonly { call_id: number }[], now: Date) {
    const callRows = await callsByIds(
      tx,
      systemId,
      rows.map((r) => r.call_id),
    );
    const [routing, routed] = await Promise.all([loadRouting(tx, systemId, now), routedCalls(tx, systemId, callRows)]);
    const clock = wallClockInZone(now, routing.timeZone);
    const tiers = new Map<number, Tier[]>();
    for (const call of callRows) {
      const target = routed.get(call.id);
      if (target) tiers.set(call.id, [...routeCall(target, routing.config, clock).tiers]);
    }
    return tiers;
  }

  /**
   * A look at the system's calls, queued once: a burst of call changes while one waits needs no second
   * look (the waiting one sees them all); one that comes while it runs queues the next.
   */
  const queued = new Set<number>();
  function queueSync(systemId: number) {
    if (queued.has(systemId)) return;
    queued.add(systemId);
    void serial(systemId, () => {
      queued.delete(systemId);
      return sync(systemId);
    }).catch(failed(systemId));
  }

  function schedule(systemId: number, inMs: number) {
    if (closed) return;
    const existing = timers.get(systemId);
    if (existing) clearTimeout(existing.timer);
    const timer = setTimeout(
      () => {
        timers.delete(systemId);
        void behind(systemId, async () => {
          await tick(systemId);
          await scheduleNext(systemId);
        }).catch(failed(systemId));
      },
      Math.max(0, inMs),
    );
    timer.unref();
    timers.set(systemId, { timer, at: Date.now() + Math.max(0, inMs) });
  }

  /** Moves the system's timer earlier when `due` (a time, ms) comes before it fires; at most a poll away. */
  function scheduleBy(systemId: number, due: number | null) {
    if (due === null) return;
    const at = Math.min(due, Date.now() + (deps.pollMs ?? POLL_MS));
    const existing = timers.get(systemId);
    if (existing && existing.at <= at) return;
    schedule(systemId, at - Date.now());
  }

  /** The next due time, looked up after the system's writes queued so far. */
  function scheduleAfterWrites(systemId: number) {
    void behind(systemId, () => scheduleNext(systemId)).catch(failed(systemId));
  }

  async function scheduleNext(systemId: number) {
    const due = await nextDue(writeDb, systemId);
    if (due) schedule(systemId, Math.min(due.getTime() - Date.now(), deps.pollMs ?? POLL_MS));
  }

  async function poll() {
    // A console without phones makes no statement on this timer (the idle server stays quiet).
    if (active.size === 0) return;
    const now = new Date();
    for (const systemId of await systemsDue(db, now)) if (!timers.has(systemId)) schedule(systemId, 0);
    if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      const s = await settingsOf(db);
      const keep = Math.max(s.relevant_calls_timeout, s.relevant_alerts_timeout) * S;
      await sweepDone(writeDb, new Date(now.getTime() - keep));
    }
  }

  return {
    /** Listens for calls and looks at every system once: calls that opened or closed while it was down. */
    async start() {
      offs.push(bus.on('callsChanged', ({ system_id }) => queueSync(system_id)));
      const syncAll = async () => {
        for (const { id } of await db.select({ id: systems.id }).from(systems)) queueSync(id);
      };
      // A phone paired or signed in: the open calls it may now get are started (nobody had them before).
      offs.push(bus.on('phonesChanged', () => void syncAll().catch(() => undefined)));
      await syncAll();
      poller = setInterval(() => {
        void poll().catch((error: unknown) => log.error({ err: error }, 'phone escalation poll failed'));
      }, deps.pollMs ?? POLL_MS);
      poller.unref();
    },

    /**
     * Calls the ingest just stored as opened or closed (call-ingest.ts `onStored`), before they are
     * announced: new ones are routed and told to this instance's phones from these rows, closed ones leave
     * them. A look would first find them in the database, behind the walls' read and the writing of its
     * frames to every display (~10 ms at 1,000 displays in bench/calls). Only for a system whose phones the
     * last look found (`active`); the look still runs for the change, and finds them started or closing.
     */
    stored(systemId: number, { opened, closed: ended }: StoredCalls) {
      if (closed || !active.has(systemId)) return;
      const b = backlogOf(systemId);
      if (closeLater(systemId, b, ended).length) drainLater(systemId, b);
      const mine = claim(b, opened);
      if (!mine.length) return;
      const decision = decideClaimed(systemId, b, mine, new Date()).then(
        (starts) => {
          b.starts.push(...starts);
          if (starts.length) drainLater(systemId, b);
        },
        (error: unknown) => failed(systemId)(error),
      );
      b.deciding.add(decision);
      void decision.finally(() => b.deciding.delete(decision));
    },

    /** A user's accept, reject, release or escalate; the refusals say why not (empty: done). */
    async act(systemId: number, callId: number, event: EscalationEvent): Promise<Refusal[]> {
      const touched = newTouched();
      // A nurse's own action goes first, as the calls do; only the steps the engine takes by itself wait.
      const refusals = await behind(systemId, () => lane(() => step(db, systemId, [callId], () => event, touched)));
      await tell(systemId, touched);
      scheduleAfterWrites(systemId);
      return refusals;
    },

    /**
     * Resolves once these calls' starts decided on this instance are written (an acknowledgement that
     * came before its delivery row waits for it, acknowledgements.ts); null when none is waiting here.
     */
    written(systemId: number, callIds: readonly number[]): Promise<void> | null {
      const b = backlogs.get(systemId);
      if (!b || !callIds.some((id) => b.starting.has(id))) return null;
      return (b.drained ?? writes.get(systemId) ?? Promise.resolve()).then(
        () => undefined,
        () => undefined,
      );
    },

    /** Whether the system had a paired phone at the engine's last look (its calls are routed then). */
    usesPhones(systemId: number): boolean {
      return active.has(systemId);
    },

    /** Waits for the work queued so far (tests, shutdown). */
    async settled() {
      // A write may queue a look again (a call that closed before its row was written), so until both rest.
      const deciding = () => [...backlogs.values()].flatMap((b) => [...b.deciding]);
      while (chains.size || writes.size || deciding().length)
        await Promise.all([...chains.values(), ...writes.values(), ...deciding()]);
    },

    close() {
      closed = true;
      for (const off of offs) off();
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
      if (poller) clearInterval(poller);
    },
  };
}

export type EscalationEngine = ReturnType<typeof createEscalationEngine>;
