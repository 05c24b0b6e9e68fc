import { eq } from 'drizzle-orm';
import type { Cursor } from '../../call-system/link';
import {
  type CallEvent,
  type ConfigSnapshot,
  type ConfiguratorEvent,
  isCallEvent,
  type OpenCallsSnapshot,
  type Call as WireCall,
} from '../../call-system/protocol-types';
import type { Unreadable } from '../../call-system/unreadable';
import type { Db, DbOrTx } from '../../db/client';
import { systems } from '../../db/schema/index';
import { appendSystemEvent } from '../../events/event-log';
import type { Bus } from '../../events/topics';
import { type ImportSummary, importConfiguration } from '../configuration/config-import';
import {
  applyDeviceBattery,
  applyDeviceMuted,
  applyDevicePosition,
  applyDeviceReachability,
  applyHubSync,
} from '../configuration/runtime-updates';
import {
  type CallRow,
  closeCallsNotIn,
  type ReportedCall,
  timeZoneOfSystem,
  toCallRow,
  upsertCalls,
} from './calls.repository';
import { insertQuarantine, type QuarantineRow } from './quarantine.repository';

/** Device and hub values the configurator reports; stored with the event's cursor. */
async function applyRuntime(tx: DbOrTx, systemId: number, event: ConfiguratorEvent): Promise<void> {
  switch (event.type) {
    case 'device.battery':
      await applyDeviceBattery(tx, systemId, event.data.device_id, event.data.battery);
      return;
    case 'device.reachability':
      await applyDeviceReachability(
        tx,
        systemId,
        event.data.device_id,
        event.data.reachable,
        event.data.last_reachable_at,
      );
      return;
    case 'device.muted':
      await applyDeviceMuted(tx, systemId, event.data.device_id, event.data.muted);
      return;
    case 'device.position':
      await applyDevicePosition(
        tx,
        systemId,
        event.data.device_id,
        event.data.position,
        event.data.position_updated_at,
      );
      return;
    case 'hub.sync':
      await applyHubSync(tx, systemId, event.data.hub_id, event.data.status, event.data.last_sync);
      return;
    default:
      return;
  }
}

/** What changed in one step, as the per-system event log records it. */
export interface CallsChange {
  opened: number[];
  updated: number[];
  closed: number[];
}

const CHANGE_KEY = { 'call.opened': 'opened', 'call.updated': 'updated', 'call.closed': 'closed' } as const;

/** What a group of call events changed, each call once per kind: a call opened and closed in it is in both. */
function changeOf(events: readonly CallEvent[]): CallsChange {
  const ids = { opened: new Set<number>(), updated: new Set<number>(), closed: new Set<number>() };
  for (const event of events) ids[CHANGE_KEY[event.type]].add(event.data.call.id);
  return { opened: [...ids.opened], updated: [...ids.updated], closed: [...ids.closed] };
}

/**
 * One row per call, as the last of its states left it: every event carries the whole call, so this is what
 * upserting them one after another would leave (a call opened and closed in one group ends closed). A
 * snapshot that lists a call twice (a faulty configurator, ADR 0017) is stored as before, the last one kept.
 */
function latestRows(systemId: number, states: readonly WireCall[], timeZone: string): ReportedCall[] {
  const latest = new Map<number, WireCall>();
  for (const call of states) latest.set(call.id, call);
  return [...latest.values()].map((call) => toCallRow(systemId, call, timeZone));
}

const cursorColumns = (cursor: Cursor) => ({ link_stream_id: cursor.stream_id, link_seq: cursor.seq });

async function saveCursor(tx: DbOrTx, systemId: number, cursor: Cursor): Promise<void> {
  await tx.update(systems).set(cursorColumns(cursor)).where(eq(systems.id, systemId));
}

/**
 * The cursor, and the change as the console's next event: one statement on the system's row for both,
 * which the transaction then holds locked until it commits. Null when nothing changed (no event).
 */
async function record(tx: DbOrTx, systemId: number, change: CallsChange, cursor: Cursor): Promise<number | null> {
  if (!change.opened.length && !change.updated.length && !change.closed.length) {
    await saveCursor(tx, systemId, cursor);
    return null;
  }
  return appendSystemEvent(tx, systemId, 'calls', change, cursorColumns(cursor));
}

/** What a group of call events opened (still open) and closed, as stored. */
export interface StoredCalls {
  opened: CallRow[];
  closed: { call_id: number; closed_at: Date | null }[];
}

function storedCalls(rows: readonly ReportedCall[], change: CallsChange): StoredCalls {
  const opened = new Set(change.opened);
  const closed = new Set(change.closed);
  return {
    // A call opened and closed in one group is closed: nobody is rung for it.
    opened: rows.filter((r) => opened.has(r.id) && !r.is_closed).map((r) => ({ ...r, handled_by_app_username: null })),
    closed: rows.filter((r) => closed.has(r.id) && r.is_closed).map((r) => ({ call_id: r.id, closed_at: r.closed_at })),
  };
}

/** Runs call-path work with the console held back (ConsoleLane.first, ADR 0019); as is without a lane. */
export type CallPathFirst = <T>(work: () => Promise<T>) => Promise<T>;
export const asIs: CallPathFirst = (work) => work();

/**
 * Takes what the configurator reports into the database. Each step — the call rows, the link's
 * cursor and the console event with its sequence number — is one transaction, so after a crash the
 * link resumes exactly after the last stored event and no call is lost or doubled. Subscribers are
 * told after the commit, with the sequence number only; they re-read.
 */
export function createCallIngest(deps: {
  db: Db;
  bus: Bus;
  first?: CallPathFirst;
  /**
   * Calls that a group of call events opened or closed, as stored, told once they are committed and before
   * they are announced: the phones' engine rings and ends them from these rows (engine.ts `stored`) instead
   * of finding them in the database after the walls' read and its frames.
   */
  onStored?: ((systemId: number, calls: StoredCalls) => void) | undefined;
}) {
  const first = deps.first ?? asIs;
  /**
   * Each system's time zone (a call's weekday is judged in it), kept until the system's parameters change:
   * edited in the console (`systemsChanged`) or imported from the configurator (importConfig below). Read
   * with every call, it was one statement of each call's transaction.
   */
  // The read itself is kept, so a drop while it runs drops it too (its answer may be the old zone).
  const zones = new Map<number, Promise<string>>();
  const forget = (systemId: number | null) => {
    if (systemId === null) zones.clear();
    else zones.delete(systemId);
  };
  deps.bus.on('systemsChanged', ({ system_id }) => forget(system_id));
  // What was published while the bus did not listen is missed: read again.
  deps.bus.onState((state) => state === 'resumed' && forget(null));
  function zoneOf(tx: DbOrTx, systemId: number): Promise<string> {
    const known = zones.get(systemId);
    if (known) return known;
    const reading = timeZoneOfSystem(tx, systemId);
    zones.set(systemId, reading);
    // A failed read is not kept: the next call asks the database again.
    reading.catch(() => {
      if (zones.get(systemId) === reading) zones.delete(systemId);
    });
    return reading;
  }

  async function announce(systemId: number, seq: number | null): Promise<void> {
    if (seq !== null) await deps.bus.publish('callsChanged', { system_id: systemId, seq });
  }

  return {
    async loadCursor(systemId: number): Promise<Cursor | null> {
      const rows = await deps.db
        .select({ stream_id: systems.link_stream_id, seq: systems.link_seq })
        .from(systems)
        .where(eq(systems.id, systemId));
      const row = rows[0];
      return row?.stream_id && row.seq !== null ? { stream_id: row.stream_id, seq: row.seq } : null;
    },

    /** The configurator's committed configuration into this system's tables (first contact, config.changed). */
    async importConfig(systemId: number, config: ConfigSnapshot): Promise<ImportSummary> {
      try {
        return await deps.db.transaction((tx) => importConfiguration(tx, systemId, config));
      } finally {
        forget(systemId);
      }
    },

    /** One configurator event: calls and runtime values are stored, every event moves the cursor. */
    async applyEvent(systemId: number, event: ConfiguratorEvent, cursor: Cursor): Promise<void> {
      if (isCallEvent(event)) return this.applyCallEvents(systemId, [event], cursor);
      // A battery level need not go ahead of the console.
      await storeEvent(systemId, event, cursor);
    },

    /**
     * Consecutive call events, `cursor` the last one's position, in one transaction: one event-log entry
     * and one announcement for all of them (group commit, ADR 0026). Ahead of the console (ADR 0019).
     */
    applyCallEvents(systemId: number, events: readonly CallEvent[], cursor: Cursor): Promise<void> {
      return first(() => storeCalls(systemId, events, cursor));
    },

    /**
     * A message that failed its wire schema (ADR 0017). With a cursor it was the stream's next event: the
     * cursor moves over it in the same transaction, so it is skipped exactly once and never retried.
     */
    async quarantine(systemId: number, message: Unreadable, cursor: Cursor | null): Promise<QuarantineRow> {
      return deps.db.transaction(async (tx) => {
        const row = await insertQuarantine(tx, systemId, message, cursor?.stream_id ?? null);
        if (cursor) await saveCursor(tx, systemId, cursor);
        return row;
      });
    },

    /**
     * The configurator's open calls replace ours: missing ones are closed, new ones added. A listed call
     * that could not be read is still open there, so ours stays as it is (ADR 0017).
     */
    applySnapshot(systemId: number, snapshot: OpenCallsSnapshot): Promise<void> {
      return first(() => storeSnapshot(systemId, snapshot));
    },
  };

  /** A runtime value (battery, reachability, …) or an event that stores nothing: the cursor moves. */
  async function storeEvent(systemId: number, event: ConfiguratorEvent, cursor: Cursor): Promise<void> {
    await deps.db.transaction(async (tx) => {
      await applyRuntime(tx, systemId, event);
      await saveCursor(tx, systemId, cursor);
    });
  }

  async function storeCalls(systemId: number, events: readonly CallEvent[], cursor: Cursor): Promise<void> {
    let rows: ReportedCall[] = [];
    let change: CallsChange = { opened: [], updated: [], closed: [] };
    const seq = await deps.db.transaction(async (tx) => {
      const states = events.map((event) => event.data.call);
      rows = latestRows(systemId, states, await zoneOf(tx, systemId));
      change = changeOf(events);
      await upsertCalls(tx, rows);
      return record(tx, systemId, change, cursor);
    });
    const onStored = deps.onStored;
    if (onStored)
      try {
        const stored = storedCalls(rows, change);
        if (stored.opened.length || stored.closed.length) onStored(systemId, stored);
      } catch {
        // Nothing the phones' side does may keep the walls from hearing of a stored call: the look the
        // announcement brings routes these calls as it did before the ingest told them.
      }
    await announce(systemId, seq);
  }

  async function storeSnapshot(systemId: number, snapshot: OpenCallsSnapshot): Promise<void> {
    const seq = await deps.db.transaction(async (tx) => {
      const tz = await zoneOf(tx, systemId);
      await upsertCalls(tx, latestRows(systemId, snapshot.calls, tz));
      const listed = [...snapshot.calls.map((c) => c.id), ...(snapshot.unreadable_ids ?? [])];
      const closed = await closeCallsNotIn(tx, systemId, listed, new Date());
      const change = { opened: snapshot.calls.map((c) => c.id), updated: [], closed };
      return record(tx, systemId, change, { stream_id: snapshot.stream_id, seq: snapshot.seq });
    });
    await announce(systemId, seq);
  }
}

export type CallIngest = ReturnType<typeof createCallIngest>;
