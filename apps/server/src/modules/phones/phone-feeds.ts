import type { Db } from '../../db/client';
import type { Bus } from '../../events/topics';
import type { Logger } from '../../logger';
import { type PhoneCallView, phoneListOf, readPhoneSnapshot } from './phone-calls';

type Lane = <T>(work: () => Promise<T>) => Promise<T>;
type Push = (calls: PhoneCallView[]) => unknown;

interface Subscriber {
  userId: number;
  push: Push;
  /** The list last sent, as JSON: an unchanged list is not sent again. */
  last: string | null;
}

interface SystemFeed {
  subscribers: Set<Subscriber>;
  /** Users whose lists may have changed since the last round; null: everyone's. */
  dirty: Set<number> | null;
  running: boolean;
  again: boolean;
}

/** A failed read is tried again: a ring must not wait for the next change. */
const RETRY_MS = 1_000;

/**
 * The phones' lists on this instance (ADR 0032): when the engine says users' lists changed (bus
 * `phoneCalls`), one snapshot of the system is read — six statements however many phones are
 * connected — and each concerned phone gets its list cut from it. Rounds do not overlap: changes that
 * come during one are taken by the next, so a burst of calls costs a few reads, not one per phone and call.
 */
export function createPhoneFeeds(deps: { db: Db; bus: Bus; log: Logger; first?: Lane | undefined }) {
  const lane: Lane = deps.first ?? ((work) => work());
  const feeds = new Map<number, SystemFeed>();

  function mark(systemId: number, userIds: readonly number[] | null) {
    const feed = feeds.get(systemId);
    if (!feed) return;
    if (userIds === null) feed.dirty = null;
    else if (feed.dirty) for (const id of userIds) feed.dirty.add(id);
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
        const dirty = feed.dirty;
        feed.dirty = new Set();
        const concerned = [...feed.subscribers].filter((s) => dirty === null || dirty.has(s.userId));
        if (!concerned.length) continue;
        const snapshot = await lane(() => readPhoneSnapshot(deps.db, systemId));
        const now = Date.now();
        const lists = new Map<number, { calls: PhoneCallView[]; json: string }>();
        for (const sub of concerned) {
          let list = lists.get(sub.userId);
          if (!list) {
            const calls = phoneListOf(snapshot, sub.userId, now);
            list = { calls, json: JSON.stringify(calls) };
            lists.set(sub.userId, list);
          }
          if (list.json === sub.last) continue;
          sub.last = list.json;
          sub.push(list.calls);
        }
      } while (feed.again);
    } catch (error) {
      deps.log.warn({ err: error, systemId }, 'phone lists not read: tried again in a second');
      setTimeout(() => mark(systemId, null), RETRY_MS).unref();
    } finally {
      feed.running = false;
    }
  }

  const offs = [
    deps.bus.on('phoneCalls', ({ system_id, user_ids }) => mark(system_id, user_ids)),
    // Changes announced while the bus could not listen were missed: every list is read again.
    deps.bus.onState((state) => {
      if (state === 'resumed') for (const systemId of feeds.keys()) mark(systemId, null);
    }),
  ];

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

    /** A phone's list now and on every change; returns the unsubscribe. */
    subscribe(systemId: number, userId: number, push: Push): () => void {
      let feed = feeds.get(systemId);
      if (!feed) {
        feed = { subscribers: new Set(), dirty: new Set(), running: false, again: false };
        feeds.set(systemId, feed);
      }
      const sub: Subscriber = { userId, push, last: null };
      feed.subscribers.add(sub);
      mark(systemId, [userId]);
      return () => {
        feed.subscribers.delete(sub);
        if (feed.subscribers.size === 0 && !feed.running) feeds.delete(systemId);
      };
    },

    close() {
      for (const off of offs) off();
    },
  };
}

export type PhoneFeeds = ReturnType<typeof createPhoneFeeds>;
