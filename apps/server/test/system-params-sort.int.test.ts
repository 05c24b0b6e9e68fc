import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systems } from '../src/db/schema/index';
import { buildRawSchema } from '../src/graphql/schema';
import { type LinkedStack, startLinkedStack } from './call-system';
import type { TestClient } from './client';
import { expectFieldsAccepted, sortableInSchema } from './list-sort-kit';
import { setUpAdmin } from './seed';

// The configurator list orders the whole list before paging like the kits' lists, by its link state
// too: a value of this instance's link manager, not a column.

let stack: LinkedStack;
let admin: TestClient;
const statements: string[] = [];
const API = { many: 'systemParams', Singular: 'SystemParam', Plural: 'SystemParams' };

beforeAll(async () => {
  stack = await startLinkedStack({ onQuery: (sql) => statements.push(sql) });
  admin = await setUpAdmin(stack.server);
  // Besides the linked Sonnenhof (ready): one without an address (offline), one whose link this
  // instance has not started (unknown).
  await stack.server.app.database.db.insert(systems).values([
    { name: 'anbau', ip: '' },
    { name: 'Zentrale', ip: '10.0.0.9' },
  ]);
  stack.server.app.services.systems.invalidate();
});
afterAll(() => stack.close());

type Row = { name: string; link_state: string };

async function listed(filter: Record<string, unknown>): Promise<Row[]> {
  const reply = await admin.gql<{ systemParams: { items: Row[] } }>(
    'query($f: SystemParamFilter) { systemParams(filter: $f) { items { name link_state } } }',
    { f: filter },
  );
  expect(reply.errors).toEqual([]);
  return reply.data?.systemParams.items ?? [];
}

const names = async (field: string, descending = false) =>
  (await listed({ sort: { field, descending } })).map((row) => row.name);

describe('the configurator list', () => {
  it('orders by name case-insensitively and by address with the empty one last, both ways', async () => {
    expect((await listed({})).map((row) => row.name)).toEqual(['Sonnenhof', 'anbau', 'Zentrale']);
    expect(await names('name')).toEqual(['anbau', 'Sonnenhof', 'Zentrale']);
    expect(await names('name', true)).toEqual(['Zentrale', 'Sonnenhof', 'anbau']);
    expect(await names('ip')).toEqual(['Zentrale', 'Sonnenhof', 'anbau']);
    expect(await names('ip', true)).toEqual(['Sonnenhof', 'Zentrale', 'anbau']);
  });

  it('orders by the link state each row shows, over all pages', async () => {
    const page = (offset: number, descending: boolean) =>
      listed({ sort: { field: 'link_state', descending }, page: { limit: 2, offset } });
    const ascending = [...(await page(0, false)), ...(await page(2, false))];
    expect(ascending).toEqual([
      { name: 'anbau', link_state: 'offline' },
      { name: 'Sonnenhof', link_state: 'ready' },
      { name: 'Zentrale', link_state: 'unknown' },
    ]);
    expect([...(await page(0, true)), ...(await page(2, true))]).toEqual([...ascending].reverse());
  });

  it('accepts every field its filter names and refuses another one', async () => {
    const named = sortableInSchema(buildRawSchema(), 'SystemParamFilter');
    expect(named.byDefault).toEqual(['id']);
    await expectFieldsAccepted(admin, API, named.fields, 'password');
  });

  it('reads a page in the same statements whatever its length and order', async () => {
    const count = async (filter: Record<string, unknown>) => {
      statements.length = 0;
      await listed(filter);
      return statements.length;
    };
    const plain = await count({ page: { limit: 1 } });
    expect(await count({ page: { limit: 100 } })).toBe(plain);
    expect(await count({ page: { limit: 100 }, sort: { field: 'link_state', descending: true } })).toBe(plain);
  });
});
