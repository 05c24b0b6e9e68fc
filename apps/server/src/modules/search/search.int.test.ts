import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { buildLicense } from '../../../test/fixtures';
import { userWith } from '../../../test/seed';
import { systemTreeNodes } from '../../db/schema/index';
import {
  type ConsoleStack,
  codeOf,
  issuesOf,
  ok,
  onSystem,
  startConsoleStack,
} from '../console-entities/console-entities-test-kit';

const SEARCH = `query($q: String!) { search(query: $q) {
  category has_more results { entity key kind name serial mac parent_name } } }`;

interface Group {
  category: string;
  has_more: boolean;
  results: { entity: string; key: number; kind: string; name: string; parent_name: string | null }[];
}

let env: ConsoleStack;
let technician: TestClient;
const statements: string[] = [];

const search = async (client: TestClient, q: string) => (await ok<{ search: Group[] }>(client, SEARCH, { q })).search;
/** `category: name, name…` per group: what the popup lists. */
const listing = (groups: Group[]) => Object.fromEntries(groups.map((g) => [g.category, g.results.map((r) => r.name)]));

beforeAll(async () => {
  env = await startConsoleStack({ onQuery: (sql) => statements.push(sql) });
  const [home = 0, other = 0] = env.systems;
  const node = (system_id: number, id: number, kind: string, name: string, extra: object = {}) => ({
    system_id,
    id,
    kind,
    name,
    ...extra,
  });
  await env.server.app.database.db
    .insert(systemTreeNodes)
    .values([
      node(home, 1, 'building', 'Haus Nord'),
      node(home, 2, 'room', 'Zimmer 101', { parent_id: 1 }),
      node(home, 3, 'device', 'Ruftaster 101', { parent_id: 2, serial: 'SN-4711', mac: 'AA:BB:CC:00:11:22' }),
      node(home, 4, 'room', 'Zimmer 102', { parent_id: 1, text_long: 'BETT FENSTER' }),
      node(home, 5, 'room', 'Zimmer 103', { item_state: 'deleted' }),
      node(other, 1, 'room', 'Zimmer 101 Eiche'),
      ...Array.from({ length: 25 }, (_, i) => node(home, 100 + i, 'room', `Flur ${String(i).padStart(2, '0')}`)),
    ]);
  await ok(env.admin, 'mutation { createFlightProfile(data: { name: "Zimmer 101 Weglauf" }) { id } }');
  await ok(onSystem(env.admin, other), 'mutation { createFlightProfile(data: { name: "Zimmer 101 fremd" }) { id } }');
  technician = await userWith(env.server, env.admin, 'technician', ['systemtree::use_module']);
  technician.system = env.admin.system;
});
afterAll(() => env.close());

describe('search', () => {
  it('finds tree nodes and flight profiles of the system context, grouped by category', async () => {
    const groups = await search(env.admin, '  101 ');
    expect(listing(groups)).toEqual({
      system_tree_nodes: ['Ruftaster 101', 'Zimmer 101'],
      flight_profiles: ['Zimmer 101 Weglauf'],
    });
    expect(groups[0]?.results[0]).toMatchObject({
      entity: 'system_tree_node',
      key: 3,
      kind: 'device',
      parent_name: 'Zimmer 101',
    });
    expect(groups[1]?.results[0]).toMatchObject({ entity: 'flight_profile', kind: 'flight_profile' });
  });

  it.each([
    ['serial', 'sn-47', 'Ruftaster 101'],
    ['MAC as written', 'bb:cc', 'Ruftaster 101'],
    ['MAC without separators', 'aabbcc0011', 'Ruftaster 101'],
    ['text', 'fenster', 'Zimmer 102'],
  ])('finds a node by its %s', async (_what, q, name) => {
    expect(listing(await search(env.admin, q))).toEqual({ system_tree_nodes: [name] });
  });

  it('answers no groups when nothing matches, and takes % and _ literally', async () => {
    expect(await search(env.admin, 'Keller')).toEqual([]);
    expect(await search(env.admin, '1%1')).toEqual([]);
  });

  it('shows at most 20 per category in one statement per category, and says there are more', async () => {
    statements.length = 0;
    const [flur] = await search(env.admin, 'flur');
    expect(flur?.results).toHaveLength(20);
    expect(flur?.has_more).toBe(true);
    const many = statements.length;
    statements.length = 0;
    const [one] = await search(env.admin, 'flur 07');
    expect(one).toMatchObject({ has_more: false, results: [{ name: 'Flur 07' }] });
    expect(statements.length).toBe(many);
  });

  it.each(['', ' a ', 'ä'])('refuses %j: the trimmed text needs 2 characters', async (q) => {
    const reply = await env.admin.gql(SEARCH, { q });
    expect(issuesOf(reply)).toEqual(['query:min_length']);
    expect(reply.errors[0]?.extensions?.data).toEqual({ min: 2 });
  });

  it('needs the tree or system permission, and the management licence unless a superuser', async () => {
    const nurse = await userWith(env.server, env.admin, 'nurse', ['calllog::use_module']);
    nurse.system = env.admin.system;
    expect(codeOf(await nurse.gql(SEARCH, { q: 'zimmer' }))).toBe('MISSING_PERMISSION');
    expect(codeOf(await env.server.client().gql(SEARCH, { q: 'zimmer' }))).toBe('MISSING_AUTH');

    const unlicensed = await technician.gql(SEARCH, { q: 'zimmer' });
    expect(unlicensed.errors[0]?.extensions).toMatchObject({ code: 'MISSING_PERMISSION', reason: 'license' });
    expect(await search(env.admin, 'nord')).toHaveLength(1);

    const { customer, code } = buildLicense();
    await ok(env.admin, `mutation { activateLicense(customer: "${customer}", code: "${code}") { id } }`);
    expect(listing(await search(technician, 'nord'))).toEqual({ system_tree_nodes: ['Haus Nord'] });
  });
});
