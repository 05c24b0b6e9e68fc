import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigSnapshot } from '../../call-system/protocol-types';
import { schedules } from '../../db/schema/index';
import { importInto, openSystemDatabase, type SystemDatabase, simulatorSnapshot } from './configuration-test-kit';

// Displays re-read their schedules and display groups when an import changed them (spec part 2 §4
// system messages), so the import has to tell a real change from the same configuration read again.

let fixture: ConfigSnapshot;
let store: SystemDatabase;

beforeAll(async () => {
  fixture = await simulatorSnapshot();
  store = await openSystemDatabase();
});
afterAll(() => store.close());

const importAgain = async (snapshot: ConfigSnapshot) => (await importInto(store.db, store.systemId, snapshot)).changed;

describe('what an import changed', () => {
  it('names every kind on the first import and none when the same configuration comes again', async () => {
    expect(await importAgain(fixture)).toEqual([
      'sections',
      'call_types',
      'call_sources',
      'schedules',
      'display_groups',
      'hubs',
      'system_tree_nodes',
    ]);
    expect(await importAgain(fixture)).toEqual([]);
  });

  it('names only the kinds whose items were added, removed or given other values', async () => {
    const [first, ...others] = fixture.schedules;
    const renamed = { ...fixture, schedules: [{ ...first, id: first?.id ?? 1, name: 'Nachtplan' }, ...others] };
    expect(await importAgain(renamed)).toEqual(['schedules']);

    const [group, ...groups] = fixture.display_groups;
    const rewired = {
      ...renamed,
      display_groups: [
        { ...group, id: group?.id ?? 1, connections: [{ id: 1, section_id: 2, call_type_id: 4 }] },
        ...groups,
      ],
    };
    expect(await importAgain(rewired)).toEqual(['display_groups']);

    expect(await importAgain({ ...rewired, schedules: others })).toEqual(['schedules']);
    expect(await importAgain({ ...rewired, schedules: others })).toEqual([]);
  });

  it('does not count an item whose local edit the import keeps', async () => {
    await importAgain(fixture);
    const id = fixture.schedules[0]?.id ?? 1;
    await store.db
      .update(schedules)
      .set({ name: 'Lokal geändert', item_state: 'updated' })
      .where(and(eq(schedules.system_id, store.systemId), eq(schedules.id, id)));
    const renamed = fixture.schedules.map((s) => (s.id === id ? { ...s, name: 'Vom Gerät' } : s));

    expect(await importAgain({ ...fixture, schedules: renamed })).toEqual([]);
  });
});
