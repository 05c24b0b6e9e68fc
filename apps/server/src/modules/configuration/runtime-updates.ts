import { and, asc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { HubStatus } from '../../call-system/protocol-types';
import type { DbOrTx } from '../../db/client';
import { hubs, systemTreeNodes } from '../../db/schema/index';

// Runtime values the configurator reports between imports (protocol §8 events). They are the
// hardware's state, not configuration: they neither touch the item state nor `updated_at`, which
// belong to edits and their sync. Each function answers whether the device or hub is known here.

type WireTime = Date | string | null;

const toDate = (at: WireTime): Date | null => (at === null || at instanceof Date ? at : new Date(at));

/** A hub counts as outdated when it has not synced for this long (spec part 1: outdated hubs). */
export const HUB_OUTDATED_AFTER_MS = 24 * 60 * 60 * 1000;

type DeviceRuntime = Partial<
  Pick<
    typeof systemTreeNodes.$inferInsert,
    'battery' | 'reachable' | 'last_reachable_at' | 'muted' | 'position' | 'position_updated_at'
  >
>;

async function updateDevice(tx: DbOrTx, systemId: number, deviceId: number, values: DeviceRuntime) {
  const rows = await tx
    .update(systemTreeNodes)
    .set(values)
    .where(and(eq(systemTreeNodes.system_id, systemId), eq(systemTreeNodes.id, deviceId)))
    .returning({ id: systemTreeNodes.id });
  return rows.length > 0;
}

export function applyDeviceBattery(
  tx: DbOrTx,
  systemId: number,
  deviceId: number,
  battery: number | null,
): Promise<boolean> {
  return updateDevice(tx, systemId, deviceId, { battery });
}

export function applyDeviceReachability(
  tx: DbOrTx,
  systemId: number,
  deviceId: number,
  reachable: boolean,
  lastReachableAt: WireTime,
): Promise<boolean> {
  return updateDevice(tx, systemId, deviceId, { reachable, last_reachable_at: toDate(lastReachableAt) });
}

export function applyDeviceMuted(tx: DbOrTx, systemId: number, deviceId: number, muted: boolean): Promise<boolean> {
  return updateDevice(tx, systemId, deviceId, { muted });
}

export function applyDevicePosition(
  tx: DbOrTx,
  systemId: number,
  deviceId: number,
  position: string | null,
  positionUpdatedAt: WireTime,
): Promise<boolean> {
  return updateDevice(tx, systemId, deviceId, { position, position_updated_at: toDate(positionUpdatedAt) });
}

export async function applyHubSync(
  tx: DbOrTx,
  systemId: number,
  hubId: number,
  status: HubStatus,
  lastSync: WireTime,
): Promise<boolean> {
  const rows = await tx
    .update(hubs)
    .set({ status, last_sync: toDate(lastSync) })
    .where(and(eq(hubs.system_id, systemId), eq(hubs.id, hubId)))
    .returning({ id: hubs.id });
  return rows.length > 0;
}

export interface OutdatedHub {
  system_id: number;
  id: number;
  name: string;
  last_sync: Date | null;
}

/**
 * Hubs that never synced or not since `olderThan` (callers pass now − HUB_OUTDATED_AFTER_MS), for the
 * app state's outdated hubs. `systemIds` null means every system. A hub created here and not sent yet
 * cannot have synced, so it is not reported.
 */
export async function outdatedHubs(
  db: DbOrTx,
  systemIds: readonly number[] | null,
  olderThan: Date,
): Promise<OutdatedHub[]> {
  if (systemIds?.length === 0) return [];
  const stale = and(ne(hubs.item_state, 'created'), or(isNull(hubs.last_sync), lt(hubs.last_sync, olderThan)));
  return db
    .select({ system_id: hubs.system_id, id: hubs.id, name: hubs.name, last_sync: hubs.last_sync })
    .from(hubs)
    .where(systemIds ? and(inArray(hubs.system_id, [...systemIds]), stale) : stale)
    .orderBy(asc(hubs.system_id), asc(hubs.id));
}
