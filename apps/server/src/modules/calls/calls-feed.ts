import type { Db } from '../../db/client';
import { currentSeq, eventsSince } from '../../events/event-log';
import type { Bus } from '../../events/topics';
import type { Logger } from '../../logger';
import { asIs, type CallPathFirst, type CallsChange } from './call-ingest';
import { type CallView, type CallViewKnown, callViewCache, viewCalls } from './call-view';
import { openCallRows } from './calls.repository';

export interface CallsUpdate extends CallsChange {
  system_id: number;
  seq: number;
  calls: CallView[];
}

/** Hands an update to a subscriber; a socket's returns when the frame is written (framed-subscription.ts). */
type Push = (update: CallsUpdate) => Promise<void> | undefined;
/** `null`: the subscriber holds nothing yet and gets every open call as opened. */
interface Subscriber {
  push: Push;
  seq: number | null;
  /** Not yet answered: the first delivery goes out even when nothing changed since `seq`. */
  waiting: boolean;
}

/** What one read found: the open calls at `seq`, and the events after `eventsAfter` up to it. */
interface Snapshot {
  readAt: number;
  seq: number;
  calls: CallView[];
  events: { seq: number; topic: string; payload: unknown }[];
  eventsAfter: number;
  /** By the seq a subscriber held: one update object for all of them (executed once, shared-events.ts). */
  updates: Map<number | null, CallsUpdate>;
}

interface SystemFeed {
  subscribers: Set<Subscriber>;
  /** The last read, while no change was announced since: a subscriber that joins is served from it. */
  known: Snapshot | null;
  /** Counts announced changes, so a read that a change overtook is not kept as `known`. */
  changes: number;
  running: boolean;
  again: boolean;
  retry: NodeJS.Timeout | null;
  /** No round starts before this (performance.now()): while behind, writing takes at most half the main thread. */
  paceUntil: number;
  /** The last delivery failed (logged once until one succeeds: it is tried every second). */
  failing: boolean;
}

/**
 * How long a read serves subscribers that join after it. A storm of reconnects is over in seconds; the
 * bound keeps what a joining display gets as fresh as before for changes no call announces (texts of a
 * call type or section edited meanwhile: the displays already connected see them with the next call).
 */
const KNOWN_FOR_MS = 1_000;
/** How far back a reconnecting subscriber is told call by call; beyond it the full list still holds. */
const REPLAY_LIMIT = 10_000;
/** A delivery the database refused is tried again: no later call may be needed to bring this one. */
const FAILED_RETRY_MS = 1_000;

function mergeChanges(events: { seq: number; topic: string; payload: unknown }[], after: number | null): CallsChange {
  const change: CallsChange = { opened: [], updated: [], closed: [] };
  for (const e of events) {
    if (e.topic !== 'calls' || (after !== null && e.seq <= after)) continue;
    const p = e.payload as CallsChange;
    change.opened.push(...p.opened);
    change.updated.push(...p.updated);
    change.closed.push(...p.closed);
  }
  return change;
}

/**
 * onCallsChanged fan-out. Per system the open calls are read once per change, however many
 * displays listen, and each subscriber gets the full list plus what changed since the seq it
 * holds — a display that reconnects with its last seq gets exactly what it missed.
 */
export function createCallsFeed(deps: {
  db: Db;
  bus: Bus;
  log: Logger;
  first?: CallPathFirst;
  /** Told when a delivery failed: it may be the database (ADR 0023). */
  onFailure?: () => void;
  /** The related records of calls, shared with the phones' feed and the engine (one read of a new room). */
  viewed?: ((systemId: number) => CallViewKnown) | undefined;
  /**
   * Whether other transactions commit while a read runs (PostgreSQL: the read asks for one snapshot). The
   * embedded database runs one transaction at a time, so its read sees one state without asking: the
   * `set transaction` was one statement of every round.
   */
  concurrent?: boolean;
}) {
  const first = deps.first ?? asIs;
  const feeds = new Map<number, SystemFeed>();
  const viewed = deps.viewed ?? callViewCache();
  const isolation = deps.concurrent === false ? undefined : ({ isolationLevel: 'repeatable read' } as const);

  /** The open calls and the events after the oldest seq held, read together; null: nothing to tell anyone. */
  function read(systemId: number, subs: Subscriber[]): Promise<Snapshot | null> {
    const held = subs.map((s) => s.seq).filter((s): s is number => s !== null);
    const from = held.length ? Math.min(...held) : null;
    return deps.db.transaction(async (tx) => {
      const seq = await currentSeq(tx, systemId);
      if (subs.every((s) => s.seq === seq && !s.waiting)) return null;
      const rows = await openCallRows(tx, systemId);
      return {
        readAt: performance.now(),
        seq,
        calls: await viewCalls(tx, systemId, rows, viewed(systemId)),
        events: from === null ? [] : await eventsSince(tx, systemId, from, REPLAY_LIMIT),
        eventsAfter: from === null ? seq : Math.min(from, seq),
        updates: new Map(),
      };
    }, isolation);
  }

  /** One round; resolves when every subscriber's frame is written, with how long that took (ms) after the read. */
  async function deliver(systemId: number, feed: SystemFeed): Promise<number> {
    const subs = [...feed.subscribers];
    if (subs.length === 0) return 0;
    // Subscribers that join while nothing changed are served from the last read: 1,000 displays
    // reconnecting after a restart cost one read, not one per arrival (ADR 0026).
    const changes = feed.changes;
    const cached = feed.known && performance.now() - feed.known.readAt < KNOWN_FOR_MS ? feed.known : null;
    const covered = (s: Subscriber) => !s.waiting || s.seq === null || (cached !== null && s.seq >= cached.eventsAfter);
    const snapshot = cached && subs.every(covered) ? cached : await read(systemId, subs);
    if (!snapshot) return 0;
    if (feed.changes === changes) feed.known = snapshot;
    const { seq, calls, events, updates } = snapshot;
    const started = performance.now();
    // Sockets waiting for the same payload share one promise (framed-subscription.ts): a set, not 1,000 entries.
    const written = new Set<Promise<void>>();
    for (const sub of subs) {
      if ((sub.seq === seq && !sub.waiting) || !feed.subscribers.has(sub)) continue;
      const from = sub.seq === null || sub.seq > seq ? null : sub.seq;
      let update = updates.get(from);
      if (!update) {
        const change =
          from === null ? { opened: calls.map((c) => c.id), updated: [], closed: [] } : mergeChanges(events, from);
        update = { system_id: systemId, seq, calls, ...change };
        updates.set(from, update);
      }
      sub.seq = seq;
      sub.waiting = false;
      const writing = sub.push(update);
      if (writing) written.add(writing);
    }
    await Promise.all(written);
    return performance.now() - started;
  }

  /** Serialised per system; changes that arrive meanwhile are folded into one more round. */
  function refresh(systemId: number): void {
    const feed = feeds.get(systemId);
    if (!feed) return;
    if (feed.running) {
      feed.again = true;
      return;
    }
    feed.running = true;
    void (async () => {
      do {
        try {
          // Started within the ingest's own `first` (the bus delivers at once), so the console stays held
          // from the call's write to its last display.
          await first(async () => {
            // When calls came in while the last round was written (the rounds are behind), a pause as long
            // as its writing took. Without it each call waited for a round of its own, and at 1,000
            // displays the rounds took the main thread from the link, which fell further behind with every
            // call (ADR 0026). There is no turn of the event loop before a round: the link stores the
            // call events that wait in its queue as one group already, and a turn let every other socket's
            // messages go first (a hundred phones acknowledging the ring the engine had just sent: 200 ms
            // at the median in a burst, ADR 0048).
            const pace = feed.paceUntil - performance.now();
            if (pace > 0) await new Promise((wait) => setTimeout(wait, pace));
            feed.again = false;
            const took = await deliver(systemId, feed);
            feed.paceUntil = feed.again ? performance.now() + took : 0;
          });
          feed.failing = false;
        } catch (error) {
          if (!feed.failing) deps.log.error({ err: error, systemId }, 'could not deliver call changes');
          feed.failing = true;
          deps.onFailure?.();
          retryLater(systemId, feed);
        }
      } while (feed.again);
      feed.running = false;
    })();
  }

  function retryLater(systemId: number, feed: SystemFeed): void {
    if (feed.retry) return;
    feed.retry = setTimeout(() => {
      feed.retry = null;
      refresh(systemId);
    }, FAILED_RETRY_MS);
    feed.retry.unref();
  }

  /** Something changed (or may have): the next round reads again. */
  function changed(systemId: number): void {
    const feed = feeds.get(systemId);
    if (!feed) return;
    feed.known = null;
    feed.changes++;
    refresh(systemId);
  }

  const off = deps.bus.on('callsChanged', ({ system_id }) => changed(system_id));
  // Calls committed while the bus could not listen were never announced here: every subscriber's seq says
  // what it holds, so one more round per system delivers exactly what was missed (ADR 0023).
  const offState = deps.bus.onState((state) => {
    if (state === 'resumed') for (const systemId of feeds.keys()) changed(systemId);
  });

  return {
    subscribe(systemId: number, since: number | null, push: Push): () => void {
      let feed = feeds.get(systemId);
      if (!feed) {
        feed = {
          subscribers: new Set(),
          known: null,
          changes: 0,
          running: false,
          again: false,
          retry: null,
          failing: false,
          paceUntil: 0,
        };
        feeds.set(systemId, feed);
      }
      const sub: Subscriber = { push, seq: since, waiting: true };
      feed.subscribers.add(sub);
      refresh(systemId);
      return () => {
        feed.subscribers.delete(sub);
        if (feed.subscribers.size > 0 || feed.running) return;
        if (feed.retry) clearTimeout(feed.retry);
        feeds.delete(systemId);
      };
    },

    close(): void {
      off();
      offState();
      for (const feed of feeds.values()) if (feed.retry) clearTimeout(feed.retry);
      feeds.clear();
    },
  };
}

export type CallsFeed = ReturnType<typeof createCallsFeed>;
