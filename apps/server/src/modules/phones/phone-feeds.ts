import type { Db } from '../../db/client';
import type { Bus } from '../../events/topics';
import type { Logger } from '../../logger';
import { type CallView, type CallViewKnown, callViewCache } from '../calls/call-view';
import type { AppSettingsReader } from './app-settings-cache';
import type { EscalationRow } from './escalation/escalation.repository';
import {
  expired,
  type PhoneCallView,
  type PhoneRow,
  type PhoneSnapshot,
  phoneListOf,
  phoneOrder,
  phoneRowOf,
  phoneViewOf,
  readPhoneSnapshot,
} from './phone-calls';

type Lane = <T>(work: () => Promise<T>) => Promise<T>;

/** What a phone is sent: its whole list first, then what changed in it (PhoneCallsUpdate of the SDL). */
export interface PhoneCallsUpdate {
  calls: PhoneCallView[];
  removed: number[];
  complete: boolean;
}
type Push = (update: PhoneCallsUpdate) => unknown;

interface Subscriber {
  userId: number;
  push: Push;
  /** What the phone holds: call id → the call as last sent (JSON); null until its complete update. */
  held: Map<number, string> | null;
}

interface SystemFeed {
  subscribers: Set<Subscriber>;
  /** The system's phone calls as last read; null before the first read. */
  known: PhoneSnapshot | null;
  /** All calls are read again at the next round (the bus was away, a read failed). */
  whole: boolean;
  /** Calls to read again at the next round. */
  calls: Set<number>;
  /** Users whose lists those changes concern; null: anyone's. */
  users: Set<number> | null;
  /** Closed calls may have left their relevant window: every held list is looked over. */
  expire: boolean;
  running: boolean;
  again: boolean;
  /**
   * Calls this instance's engine has just decided, told before their rows are written (ADR 0032): a read
   * that started before the write does not take them off the lists again. Each leaves once a read finds
   * its row, or after PROVISIONAL_MS (the write failed or another instance won the call).
   */
  provisional: Map<number, Provisional>;
}

/** A call told from the engine's memory: opened (no row yet) or closed (its row not yet written done). */
interface Provisional {
  kind: 'open' | 'close';
  row: PhoneRow;
  view: CallView;
  at: number;
}

/** How long a call told from the engine's memory is kept without its row being read. */
const PROVISIONAL_MS = 10_000;

/** A failed read is tried again: a ring must not wait for the next change. */
const RETRY_MS = 1_000;
/** How often closed calls past the settings' relevant window are taken off the lists. */
const EXPIRE_EVERY_MS = 5_000;

/**
 * The phones' lists on this instance (ADR 0032). When the engine says which calls changed for which
 * users (bus `phoneCalls`), one read of those calls serves every phone of the system — six statements
 * however many phones are connected — and each concerned phone is sent only the calls of its list that
 * changed or left. The system's calls are read whole once (the first phone, or after the bus was
 * away) and then kept: a round's cost follows the calls that changed, not the calls on the lists
 * (hundreds of closed ones stay on them for the relevant windows). Rounds do not overlap: changes
 * that come during one are taken by the next, so a burst costs a few reads, not one per phone and call.
 */
export function createPhoneFeeds(deps: {
  db: Db;
  bus: Bus;
  log: Logger;
  first?: Lane | undefined;
  /** The related records of calls, shared with the walls' feed and the engine (one read of a new room). */
  viewed?: ((systemId: number) => CallViewKnown) | undefined;
  /** The app settings as the call path keeps them (app-settings-cache.ts); read every round without. */
  settings?: AppSettingsReader | undefined;
}) {
  const lane: Lane = deps.first ?? ((work) => work());
  const feeds = new Map<number, SystemFeed>();
  const viewed = deps.viewed ?? callViewCache();
  const kept = (systemId: number) => ({ known: viewed(systemId), settings: deps.settings });

  function mark(systemId: number, userIds: readonly number[] | null, callIds: readonly number[] | null) {
    const feed = feeds.get(systemId);
    if (!feed) return;
    if (callIds === null) feed.whole = true;
    else for (const id of callIds) feed.calls.add(id);
    if (userIds === null || callIds === null) feed.users = null;
    else if (feed.users) for (const id of userIds) feed.users.add(id);
    void round(systemId, feed);
  }

  async function round(systemId: number, feed: SystemFeed) {
    if (feed.running) {
      feed.again = true;
      return;
    }
    feed.running = true;
    try {
      do {
        feed.again = false;
        await step(systemId, feed);
      } while (feed.again);
    } catch (error) {
      deps.log.warn({ err: error, systemId }, 'phone lists not read: tried again in a second');
      feed.whole = true;
      setTimeout(() => mark(systemId, null, null), RETRY_MS).unref();
    } finally {
      feed.running = false;
    }
  }

  /** Reads what changed and sends each phone its part of it. */
  async function step(systemId: number, feed: SystemFeed) {
    const whole = feed.whole || feed.known === null;
    feed.whole = false;
    const calls = feed.calls;
    const users = feed.users;
    const expire = feed.expire;
    feed.calls = new Set();
    feed.users = new Set();
    feed.expire = false;
    const joined = [...feed.subscribers].some((s) => s.held === null);
    if (!whole && !calls.size && !expire && !joined) return;

    let known: PhoneSnapshot;
    if (whole) known = await lane(() => readPhoneSnapshot(deps.db, systemId, null, kept(systemId)));
    else {
      known = feed.known as PhoneSnapshot;
      if (calls.size)
        merge(known, await lane(() => readPhoneSnapshot(deps.db, systemId, [...calls], kept(systemId))), calls);
    }
    feed.known = known;
    const now = Date.now();
    keepProvisional(feed, known, now);
    // What the clock changes on a list: closed calls past their window leave it. Only those, and any held
    // call no longer known at all, are looked at again: every call held by every phone was 200 phones ×
    // ~150 calls rebuilt and serialised every five seconds in bench/calls, a stall of 50–140 ms.
    const gone = new Set<number>();
    if (expire)
      for (const [id, entry] of known.rows)
        if (expired(known, entry, now)) {
          forget(known, id);
          gone.add(id);
        }

    const round = newRound();
    for (const sub of feed.subscribers) {
      if (sub.held === null) sub.push(complete(sub, known, now, round));
      else if (whole) send(sub, diff(sub, known, [...new Set([...sub.held.keys(), ...known.rows.keys()])], now, round));
      else {
        const ids = new Set(users === null || users.has(sub.userId) ? calls : []);
        if (expire) for (const id of sub.held.keys()) if (gone.has(id) || !known.rows.has(id)) ids.add(id);
        if (ids.size) send(sub, diff(sub, known, [...ids], now, round));
      }
    }
  }

  /**
   * New calls as the engine decided them, before it writes their rows: each concerned phone is sent them
   * now, without a read. The engine's own tell after the write brings the stored rows (and corrects a
   * call another instance started differently). A feed that has not read its calls yet waits for that.
   */
  function provisional(systemId: number, rows: readonly EscalationRow[], views: readonly CallView[]) {
    const feed = feeds.get(systemId);
    const known = feed?.known;
    if (!feed || !known) return;
    const viewOf = new Map(views.map((v) => [v.id, v]));
    const now = Date.now();
    const ids = new Set<number>();
    const users = new Set<number>();
    for (const row of rows) {
      const entry = phoneRowOf(row);
      const view = viewOf.get(row.call_id);
      // A call already read (another instance wrote it first) is not replaced by a guess.
      if (!view || entry.users.size === 0 || known.rows.has(row.call_id)) continue;
      feed.provisional.set(row.call_id, { kind: 'open', row: entry, view, at: now });
      known.rows.set(row.call_id, entry);
      known.views.set(row.call_id, view);
      ids.add(row.call_id);
      for (const id of entry.users) users.add(id);
    }
    if (!ids.size) return;
    const round = newRound();
    for (const sub of feed.subscribers)
      if (sub.held !== null && users.has(sub.userId)) send(sub, diff(sub, known, [...ids], now, round));
  }

  /**
   * Calls the engine found closed, before their escalations' closing is written: each concerned phone is
   * told now, from the list it holds. The closed version is kept through reads made before the write
   * (they still find the row running) until a read finds it done.
   */
  function provisionalClose(systemId: number, closed: readonly { call_id: number; closed_at: Date | null }[]) {
    const feed = feeds.get(systemId);
    const known = feed?.known;
    if (!feed || !known) return;
    const now = Date.now();
    const ids = new Set<number>();
    const users = new Set<number>();
    for (const { call_id, closed_at } of closed) {
      const entry = known.rows.get(call_id);
      const view = known.views.get(call_id);
      if (!entry || !view || entry.row.state.done) continue;
      const row = phoneRowOf({ ...entry.row, state: { ...entry.row.state, done: true } });
      const closedView: CallView = { ...view, closed_at: closed_at ?? new Date(now), is_closed: true };
      feed.provisional.set(call_id, { kind: 'close', row, view: closedView, at: now });
      known.rows.set(call_id, row);
      known.views.set(call_id, closedView);
      ids.add(call_id);
      for (const id of row.users) users.add(id);
    }
    if (!ids.size) return;
    const round = newRound();
    for (const sub of feed.subscribers)
      if (sub.held !== null && users.has(sub.userId)) send(sub, diff(sub, known, [...ids], now, round));
  }

  const offs = [
    deps.bus.on('phoneCalls', ({ system_id, user_ids, call_ids }) => mark(system_id, user_ids, call_ids)),
    // Changes announced while the bus could not listen were missed: every call is read again.
    deps.bus.onState((state) => {
      if (state === 'resumed') for (const systemId of feeds.keys()) mark(systemId, null, null);
    }),
  ];
  const expiry = setInterval(() => {
    for (const [systemId, feed] of feeds) {
      feed.expire = true;
      void round(systemId, feed);
    }
  }, EXPIRE_EVERY_MS);
  expiry.unref();

  const held = new Set<Promise<unknown>>();

  return {
    /** Work a phone's socket leaves behind (its link's end), which the server's close waits for. */
    hold<T>(work: Promise<T>): Promise<T> {
      held.add(work);
      void work.finally(() => held.delete(work));
      return work;
    },

    async settled(): Promise<void> {
      await Promise.allSettled([...held]);
    },

    provisional,
    provisionalClose,

    /** A phone's list now and what changes in it; returns the unsubscribe. */
    subscribe(systemId: number, userId: number, push: Push): () => void {
      let feed = feeds.get(systemId);
      if (!feed) {
        feed = {
          subscribers: new Set(),
          known: null,
          whole: true,
          calls: new Set(),
          users: new Set(),
          expire: false,
          running: false,
          again: false,
          provisional: new Map(),
        };
        feeds.set(systemId, feed);
      }
      const sub: Subscriber = { userId, push, held: null };
      feed.subscribers.add(sub);
      void round(systemId, feed);
      return () => {
        feed.subscribers.delete(sub);
        if (feed.subscribers.size === 0 && !feed.running) feeds.delete(systemId);
      };
    },

    close() {
      clearInterval(expiry);
      for (const off of offs) off();
    },
  };
}

/**
 * Calls told before their rows were written stay on the lists until a read finds them (then the read's
 * version counts) or until they are too old to be waiting for their write.
 */
function keepProvisional(feed: SystemFeed, known: PhoneSnapshot, now: number) {
  for (const [id, entry] of feed.provisional) {
    const stored = known.rows.get(id);
    // An opening is written once a read finds the row; a closing once it finds the row done.
    const written = stored !== undefined && stored !== entry.row && (entry.kind === 'open' || stored.row.state.done);
    if (written) feed.provisional.delete(id);
    else if (now - entry.at > PROVISIONAL_MS) {
      feed.provisional.delete(id);
      if (entry.kind === 'open' && stored === entry.row) forget(known, id);
    } else if (stored !== entry.row) {
      known.rows.set(id, entry.row);
      known.views.set(id, entry.view);
    }
  }
}

/** The calls read again replace those known; a call no longer on any phone leaves. */
function merge(known: PhoneSnapshot, fresh: PhoneSnapshot, ids: ReadonlySet<number>) {
  known.settings = fresh.settings;
  for (const [id, name] of fresh.names) known.names.set(id, name);
  for (const id of ids) {
    const entry = fresh.rows.get(id);
    const view = fresh.views.get(id);
    if (entry && view) {
      known.rows.set(id, entry);
      known.views.set(id, view);
    } else forget(known, id);
  }
}

/** A call off every list: its row and its view both go (a feed lives as long as the server). */
function forget(known: PhoneSnapshot, id: number) {
  known.rows.delete(id);
  known.views.delete(id);
}

function complete(sub: Subscriber, known: PhoneSnapshot, now: number, round: Round): PhoneCallsUpdate {
  const calls = phoneListOf(known, sub.userId, now);
  sub.held = new Map(calls.map((c) => [c.id, textOf(round, c)]));
  return same(round, { calls, removed: [], complete: true });
}

/**
 * What one round of sends shares: each call's JSON as the phones see it (textOf) and the updates already
 * made (same).
 */
interface Round {
  texts: Map<string, string>;
  updates: Map<string, PhoneCallsUpdate>;
}
const newRound = (): Round => ({ texts: new Map(), updates: new Map() });

/**
 * A call's JSON as phones see it, per round: every phone to which a call rings sees the same view (they
 * differ only in state and what they may do), so a round with a hundred phones stringifies each call a
 * few times, not a hundred (it was the feed's largest cost in `bench/calls`).
 */
function textOf({ texts }: Round, view: PhoneCallView): string {
  const key = `${view.id}:${view.state}:${view.can_accept ? 1 : 0}${view.can_reject ? 1 : 0}`;
  let json = texts.get(key);
  if (json === undefined) {
    json = JSON.stringify(view);
    texts.set(key, json);
  }
  return json;
}

/** What changed in `ids` of the subscriber's list since it was last sent; `held` follows. */
function diff(
  sub: Subscriber,
  known: PhoneSnapshot,
  ids: readonly number[],
  now: number,
  round: Round,
): PhoneCallsUpdate {
  const held = sub.held as Map<number, string>;
  const calls: PhoneCallView[] = [];
  const removed: number[] = [];
  for (const id of ids) {
    const entry = known.rows.get(id);
    const view = entry ? phoneViewOf(known, entry, sub.userId, now) : null;
    if (!view) {
      if (held.delete(id)) removed.push(id);
      continue;
    }
    const json = textOf(round, view);
    if (held.get(id) === json) continue;
    held.set(id, json);
    calls.push(view);
  }
  return same(round, { calls: calls.sort(phoneOrder), removed, complete: false });
}

/**
 * One object for the updates of a round that read the same (phones of one group get the same calls in the
 * same states): phone-feed.ts marks it shared, so it is executed and serialised once for all of them, not
 * once per phone, as the displays' lists are (ADR 0026).
 */
function same(round: Round, update: PhoneCallsUpdate): PhoneCallsUpdate {
  // JSON texts hold no raw line break, so one separates them.
  const key = `${update.complete}\n${update.removed.join(',')}\n${update.calls.map((c) => textOf(round, c)).join('\n')}`;
  const earlier = round.updates.get(key);
  if (earlier) return earlier;
  round.updates.set(key, update);
  return update;
}

function send(sub: Subscriber, update: PhoneCallsUpdate) {
  if (update.calls.length || update.removed.length) sub.push(update);
}

export type PhoneFeeds = ReturnType<typeof createPhoneFeeds>;
