import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubs, systems, systemTreeNodes } from '../../db/schema/index';
import {
  importInto,
  openSystemDatabase,
  rowOf,
  type SystemDatabase,
  simulatorSnapshot,
} from './configuration-test-kit';
import {
  applyDeviceBattery,
  applyDeviceMuted,
  applyDevicePosition,
  applyDeviceReachability,
  applyHubSync,
  HUB_OUTDATED_AFTER_MS,
  outdatedHubs,
} from './runtime-updates';

const RADIO = 6;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);

let store: SystemDatabase;
let otherSystemId: number;

beforeAll(async () => {
  store = await openSystemDatabase();
  await importInto(store.db, store.systemId, await simulatorSnapshot());
  const [other] = await store.db.insert(systems).values({ name: 'Other' }).returning({ id: systems.id });
  otherSystemId = other?.id ?? 0;
});
afterAll(() => store.close());

describe('runtime values from configurator events', () => {
  it('stores battery, reachability, mute and position of a device without marking it edited', async () => {
    const { db, systemId } = store;
    const before = await rowOf(db, systemTreeNodes, systemId, RADIO);
    const lostAt = '2025-03-01T07:15:00.000Z';

    await db.transaction(async (tx) => {
      expect(await applyDeviceBattery(tx, systemId, RADIO, 37)).toBe(true);
      expect(await applyDeviceReachability(tx, systemId, RADIO, false, lostAt)).toBe(true);
      expect(await applyDeviceMuted(tx, systemId, RADIO, true)).toBe(true);
      expect(await applyDevicePosition(tx, systemId, RADIO, 'Speisesaal', lostAt)).toBe(true);
    });

    expect(await rowOf(db, systemTreeNodes, systemId, RADIO)).toMatchObject({
      battery: 37,
      reachable: false,
      last_reachable_at: new Date(lostAt),
      muted: true,
      position: 'Speisesaal',
      position_updated_at: new Date(lostAt),
      item_state: 'imported',
      updated_at: before?.updated_at,
    });
  });

  it('answers false for a device or hub it does not know, in this system or at all', async () => {
    const { db, systemId } = store;
    expect(await applyDeviceBattery(db, systemId, 9999, 50)).toBe(false);
    expect(await applyDeviceMuted(db, otherSystemId, RADIO, true)).toBe(false);
    expect(await applyHubSync(db, otherSystemId, 1, 'Ready', new Date())).toBe(false);
  });

  it('records hub syncs and lists hubs that never synced or not for a day', async () => {
    const { db, systemId } = store;
    const dayAgo = new Date(Date.now() - HUB_OUTDATED_AFTER_MS);
    expect(await outdatedHubs(db, [systemId], dayAgo)).toEqual([]);

    await applyHubSync(db, systemId, 2, 'Offline', daysAgo(2).toISOString());
    await applyHubSync(db, systemId, 3, 'Unknown', null);
    await db
      .insert(hubs)
      .values({ system_id: systemId, id: 9, name: 'Neu', ip: '10.0.0.9', type: 'Radio', item_state: 'created' });

    const outdated = await outdatedHubs(db, [systemId], dayAgo);
    expect(outdated.map((hub) => [hub.id, hub.name])).toEqual([
      [2, 'Funk-Hub 2. OG'],
      [3, 'Bus-Hub'],
    ]);
    expect(outdated[0]?.last_sync?.getTime()).toBeLessThan(dayAgo.getTime());
    expect(outdated[1]?.last_sync).toBeNull();
    expect(await rowOf(db, hubs, systemId, 2)).toMatchObject({ status: 'Offline' });
    expect(await outdatedHubs(db, null, dayAgo)).toHaveLength(2);
    expect(await outdatedHubs(db, [otherSystemId], dayAgo)).toEqual([]);
    expect(await outdatedHubs(db, [], dayAgo)).toEqual([]);
  });
});
