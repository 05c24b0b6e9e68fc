import type { RunningSimulator } from '@wardlight/simulator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpLink } from '../../call-system/http-link';
import { endpointOf, SimLab } from '../../call-system/link-test-kit';
import type { ConfigEntity, ConfigSnapshot } from '../../call-system/protocol-types';
import { SimulatorControl } from '../../call-system/simulator-control';
import {
  callSources,
  callTypes,
  displayGroups,
  hubs,
  schedules,
  sections,
  systems,
  systemTreeNodes,
} from '../../db/schema/index';
import { idsOf, importInto, openSystemDatabase, rowOf, type SystemDatabase } from './configuration-test-kit';

const counts = (inserted: number, updated: number, deleted: number, kept_local: number) => ({
  inserted,
  updated,
  deleted,
  kept_local,
});

function entity(snapshot: ConfigSnapshot, list: ConfigEntity[], id: number): ConfigEntity {
  const found = list.find((e) => e.id === id);
  if (!found) throw new Error(`revision ${snapshot.revision} has no entity ${id}`);
  return found;
}

describe('importing the configurator configuration', () => {
  const lab = new SimLab();
  let sim: RunningSimulator;
  let link: HttpLink;
  let store: SystemDatabase;

  beforeAll(async () => {
    sim = await lab.start();
    link = new HttpLink({ endpoint: endpointOf(sim) });
    store = await openSystemDatabase();
  });
  afterAll(async () => {
    await store.close();
    await lab.cleanup();
  });

  it('imports the tree, sections, call types, call sources, schedules, display groups and hubs on the first connection', async () => {
    const { db, systemId } = store;

    const summary = await importInto(db, systemId, await link.config());

    expect(summary.revision).toBe(1);
    expect(summary.counts).toMatchObject({
      system_params: counts(0, 1, 0, 0),
      system_tree_nodes: counts(38, 0, 0, 0),
      sections: counts(3, 0, 0, 0),
      call_types: counts(6, 0, 0, 0),
      call_sources: counts(4, 0, 0, 0),
      schedules: counts(3, 0, 0, 0),
      display_groups: counts(5, 0, 0, 0),
      hubs: counts(3, 0, 0, 0),
    });
    for (const [id, section] of [
      [23, 1],
      [24, 1],
      [10, 2],
    ] as const)
      expect(await rowOf(db, systemTreeNodes, systemId, id)).toMatchObject({
        kind: 'wired',
        section_id: section,
        item_state: 'imported',
      });
    expect(await rowOf(db, systemTreeNodes, systemId, 6)).toMatchObject({
      kind: 'radio',
      mac: '00:1B:C5:0A:07:D1',
      buttons: ['medallion'],
      battery: 100,
      reachable: true,
      position: 'Zimmer 101',
    });
    expect(await rowOf(db, callTypes, systemId, 2)).toMatchObject({
      name: 'Notruf',
      urgency: 'Emergency',
      flag: 'None',
    });
    expect(await rowOf(db, callTypes, systemId, 4)).toMatchObject({ name: 'Ruf', urgency: 'Normal', flag: 'None' });
    expect(await rowOf(db, callTypes, systemId, 6)).toMatchObject({ urgency: 'Normal', flag: 'Presence' });
    expect(await rowOf(db, schedules, systemId, 2)).toMatchObject({
      time_1: '06:30',
      time_2: '14:30',
      time_3: '22:00',
      time_4: null,
    });
    expect((await rowOf(db, displayGroups, systemId, 5))?.connections).toEqual([
      { id: 1, section_id: 3, call_type_id: 8 },
      { id: 2, section_id: 3, call_type_id: 3 },
    ]);
    expect(await rowOf(db, hubs, systemId, 1)).toMatchObject({ type: 'Radio', status: 'Ready' });
    expect((await rowOf(db, hubs, systemId, 1))?.last_sync).toBeInstanceOf(Date);
    const [system] = await db.select().from(systems).where(eq(systems.id, systemId));
    expect(system).toMatchObject({
      name: 'Sonnenhof',
      ip: '127.0.0.1',
      display_language: 'de',
      weekend_start: 6840,
      night_start: 1320,
      version: '5.4.13-sim',
      config_revision: 1,
    });
  });

  it('after a commit refreshes, adds and removes items but leaves pending local edits and console-only fields', async () => {
    const { db, systemId } = store;
    const before = await link.config();
    // Local edits not sent yet: a changed call type, a deleted device (with a stale runtime value), a new
    // call source.
    await db
      .update(callTypes)
      .set({ name: 'Notruf Haus', item_state: 'updated' })
      .where(and(eq(callTypes.system_id, systemId), eq(callTypes.id, 2)));
    await db
      .update(systemTreeNodes)
      .set({ item_state: 'deleted', reachable: false })
      .where(and(eq(systemTreeNodes.system_id, systemId), eq(systemTreeNodes.id, 24)));
    await db.insert(callSources).values({ system_id: systemId, id: 7, number: 7, item_state: 'created' });
    // An edited schedule the configurator then deletes, and console-only fields of a device.
    await db
      .update(schedules)
      .set({ name: 'Runden', item_state: 'updated' })
      .where(and(eq(schedules.system_id, systemId), eq(schedules.id, 3)));
    await db
      .update(systemTreeNodes)
      .set({ comment: 'Schlüssel am Empfang', callback_number: '101', inherit_text_long: true })
      .where(and(eq(systemTreeNodes.system_id, systemId), eq(systemTreeNodes.id, 23)));
    // Meanwhile the configurator commits changes to the same items and others.
    await link.stage('call_types', 2, { ...entity(before, before.call_types, 2), name: 'Notruf neu' });
    await link.stage('call_types', 4, { ...entity(before, before.call_types, 4), name: 'Ruf neu' });
    await link.stage('system_tree_nodes', 23, {
      ...entity(before, before.system_tree_nodes, 23),
      text_long: 'Zimmer 101 neu',
    });
    await link.stage('system_tree_nodes', 24, {
      ...entity(before, before.system_tree_nodes, 24),
      name: 'Terminal 102 neu',
    });
    await link.stage('call_sources', 9, { number: 5, text: 'Flur', char: 'F' });
    await link.unstage('schedules', 3);
    await link.unstage('display_groups', 5);
    await link.commit();
    await vi.waitFor(async () => expect(await link.commitStatus()).toMatchObject({ status: 'ready', revision: 2 }), {
      timeout: 10_000,
      interval: 50,
    });

    const summary = await importInto(db, systemId, await link.config());

    expect(summary.revision).toBe(2);
    expect(summary.counts).toMatchObject({
      call_types: counts(0, 5, 0, 1),
      system_tree_nodes: counts(0, 37, 0, 1),
      call_sources: counts(1, 4, 0, 0),
      schedules: counts(0, 2, 1, 0),
      display_groups: counts(0, 4, 1, 0),
    });
    expect(await rowOf(db, callTypes, systemId, 2)).toMatchObject({ name: 'Notruf Haus', item_state: 'updated' });
    expect(await rowOf(db, callTypes, systemId, 4)).toMatchObject({ name: 'Ruf neu', item_state: 'imported' });
    expect(await rowOf(db, systemTreeNodes, systemId, 24)).toMatchObject({
      name: 'Zimmerterminal 102',
      item_state: 'deleted',
      reachable: true,
    });
    expect(await rowOf(db, systemTreeNodes, systemId, 23)).toMatchObject({
      text_long: 'Zimmer 101 neu',
      comment: 'Schlüssel am Empfang',
      callback_number: '101',
      inherit_text_long: true,
    });
    expect(await rowOf(db, callSources, systemId, 9)).toMatchObject({
      number: 5,
      text: 'Flur',
      item_state: 'imported',
    });
    expect(await idsOf(db, callSources, systemId)).toEqual([1, 2, 3, 4, 7, 9]);
    expect(await idsOf(db, schedules, systemId)).toEqual([1, 2]);
    expect(await idsOf(db, displayGroups, systemId)).toEqual([1, 2, 3, 4]);
    const [system] = await db.select().from(systems).where(eq(systems.id, systemId));
    expect(system?.config_revision).toBe(2);
  });

  it('after a reset brings back what the configurator restored and drops what it no longer has', async () => {
    const { db, systemId } = store;
    await new SimulatorControl(endpointOf(sim)).reset();

    const summary = await importInto(db, systemId, await link.config());

    expect(summary.revision).toBe(3);
    expect(summary.counts.schedules).toEqual(counts(1, 2, 0, 0));
    expect(summary.counts.call_sources).toEqual(counts(0, 4, 1, 0));
    expect(await rowOf(db, schedules, systemId, 3)).toMatchObject({ name: 'Pflegerunden', item_state: 'imported' });
    expect(await rowOf(db, callTypes, systemId, 4)).toMatchObject({ name: 'Ruf' });
    expect(await idsOf(db, callSources, systemId)).toEqual([1, 2, 3, 4, 7]);
    expect(await idsOf(db, sections, systemId)).toEqual([1, 2, 3]);
  });
});
