import { eq } from 'drizzle-orm';
import type { Cursor } from '../../call-system/link';
import type { ConfigSnapshot, ConfiguratorEvent, OpenCallsSnapshot } from '../../call-system/protocol-types';
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
import { closeCallsNotIn, timeZoneOfSystem, toCallRow, upsertCall } from './calls.repository';
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

async function saveCursor(tx: DbOrTx, systemId: number, cursor: Cursor): Promise<void> {
  await tx
    .update(systems)
    .set({ link_stream_id: cursor.stream_id, link_seq: cursor.seq })
    .where(eq(systems.id, systemId));
}

/**
 * Takes what the configurator reports into the database. Each step — the call rows, the link's
 * cursor and the console event with its sequence number — is one transaction, so after a crash the
 * link resumes exactly after the last stored event and no call is lost or doubled. Subscribers are
 * told after the commit, with the sequence number only; they re-read.
 */
/** Runs call-path work with the console held back (ConsoleLane.first, ADR 0019); as is without a lane. */
export type CallPathFirst = <T>(work: () => Promise<T>) => Promise<T>;
export const asIs: CallPathFirst = (work) => work();

export function createCallIngest(deps: { db: Db; bus: Bus; first?: CallPathFirst }) {
  const first = deps.first ?? asIs;
  async function record(tx: DbOrTx, systemId: number, change: CallsChange): Promise<number | null> {
    if (!change.opened.length && !change.updated.length && !change.closed.length) return null;
    return appendSystemEvent(tx, systemId, 'calls', change);
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
    importConfig(systemId: number, config: ConfigSnapshot): Promise<ImportSummary> {
      return deps.db.transaction((tx) => importConfiguration(tx, systemId, config));
    },

    /** One configurator event: calls and runtime values are stored, every event moves the cursor. */
    async applyEvent(systemId: number, event: ConfiguratorEvent, cursor: Cursor): Promise<void> {
      // A call's change goes ahead of the console; a battery level need not.
      const ahead = event.type.startsWith('call.') ? first : asIs;
      await ahead(() => storeEvent(systemId, event, cursor));
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

  async function storeEvent(systemId: number, event: ConfiguratorEvent, cursor: Cursor): Promise<void> {
    const seq = await deps.db.transaction(async (tx) => {
      let change: CallsChange = { opened: [], updated: [], closed: [] };
      if (event.type === 'call.opened' || event.type === 'call.updated' || event.type === 'call.closed') {
        const call = event.data.call;
        await upsertCall(tx, toCallRow(systemId, call, await timeZoneOfSystem(tx, systemId)));
        const key = event.type === 'call.opened' ? 'opened' : event.type === 'call.closed' ? 'closed' : 'updated';
        change = { ...change, [key]: [call.id] };
      } else {
        await applyRuntime(tx, systemId, event);
      }
      await saveCursor(tx, systemId, cursor);
      return record(tx, systemId, change);
    });
    await announce(systemId, seq);
  }

  async function storeSnapshot(systemId: number, snapshot: OpenCallsSnapshot): Promise<void> {
    const seq = await deps.db.transaction(async (tx) => {
      const tz = await timeZoneOfSystem(tx, systemId);
      for (const call of snapshot.calls) await upsertCall(tx, toCallRow(systemId, call, tz));
      const listed = [...snapshot.calls.map((c) => c.id), ...(snapshot.unreadable_ids ?? [])];
      const closed = await closeCallsNotIn(tx, systemId, listed, new Date());
      await saveCursor(tx, systemId, { stream_id: snapshot.stream_id, seq: snapshot.seq });
      return record(tx, systemId, { opened: snapshot.calls.map((c) => c.id), updated: [], closed });
    });
    await announce(systemId, seq);
  }
}

export type CallIngest = ReturnType<typeof createCallIngest>;
