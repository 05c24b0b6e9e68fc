import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigSnapshot } from '../../call-system/protocol-types';
import { callTypes, systemTreeNodes } from '../../db/schema/index';
import { ConfigImportError } from './config-fields';
import {
  addSystem,
  idsOf,
  importInto,
  openSystemDatabase,
  type SystemDatabase,
  simulatorSnapshot,
} from './configuration-test-kit';

let fixture: ConfigSnapshot;
let store: SystemDatabase;
let statements = 0;

beforeAll(async () => {
  fixture = await simulatorSnapshot();
  store = await openSystemDatabase(() => {
    statements += 1;
  });
});
afterAll(() => store.close());

/** Imports `snapshot` into a new system (empty tables) and counts the SQL statements it took. */
async function importCounted(snapshot: ConfigSnapshot): Promise<{ systemId: number; statements: number }> {
  const systemId = await addSystem(store.db);
  statements = 0;
  await importInto(store.db, systemId, snapshot);
  return { systemId, statements };
}

/** A home of `count` room terminals, built from one of the fixture's. */
function homeOf(count: number): ConfigSnapshot {
  const template = fixture.system_tree_nodes.find((node) => node.id === 23);
  if (!template) throw new Error('the fixture has no node 23');
  const nodes = Array.from({ length: count }, (_, i) => ({ ...template, id: i + 1, name: `Terminal ${i + 1}` }));
  return { ...fixture, system_tree_nodes: nodes };
}

describe('import size and input checks', () => {
  it('runs the same number of statements for half the tree as for all of it', async () => {
    const half = { ...fixture, system_tree_nodes: fixture.system_tree_nodes.slice(0, 19) };

    const [forHalf, forAll] = [await importCounted(half), await importCounted(fixture)];

    expect(forAll.statements).toBe(forHalf.statements);
    // A read, an upsert and a delete per kind, the systems row, and the transaction's begin and commit.
    expect(forAll.statements).toBeLessThanOrEqual(3 * 7 + 3);
  });

  it('imports a home of several thousand nodes in a few statements', async () => {
    const imported = await importCounted(homeOf(4000));

    // The upsert splits only to stay under PostgreSQL's parameter limit (some 2,000 nodes a statement).
    expect(imported.statements).toBeLessThanOrEqual(3 * 7 + 3 + 2);
    expect(await idsOf(store.db, systemTreeNodes, imported.systemId)).toHaveLength(4000);
  });

  it('refuses a configuration with a wrongly typed field and leaves the tables as they were', async () => {
    const systemId = await addSystem(store.db);
    const broken = { ...fixture, call_types: [...fixture.call_types, { id: 9, name: 42 }] };

    const refused = importInto(store.db, systemId, broken);

    await expect(refused).rejects.toThrow(ConfigImportError);
    await expect(refused).rejects.toThrow('call_types 9: name should be text');
    expect(await idsOf(store.db, callTypes, systemId)).toEqual([]);
  });

  it('refuses a configuration that lacks a list instead of deleting that kind', async () => {
    const systemId = await addSystem(store.db);
    await importInto(store.db, systemId, fixture);
    const { system_tree_nodes: _dropped, ...withoutTree } = fixture;

    await expect(importInto(store.db, systemId, withoutTree as ConfigSnapshot)).rejects.toThrow(ConfigImportError);
    expect(await idsOf(store.db, systemTreeNodes, systemId)).toHaveLength(38);
  });
});
