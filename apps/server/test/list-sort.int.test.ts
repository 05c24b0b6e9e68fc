import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client';
import { startServer, type TestServer } from './harness';
import { setUpAdmin } from './seed';

// The CRUD kit orders the whole list before it pages (filter.sort), by the fields an entity declares
// sortable, in the same statements per page whatever the order or the page's length.

let server: TestServer;
let admin: TestClient;
const statements: string[] = [];

const ROLES = [
  { name: 'bereich', permissions: ['calllog::use_module'] },
  { name: 'Anmeldung', permissions: [] },
  { name: 'Doku', permissions: ['calllog::use_module', 'calllog::close_calls', 'admin::use_module'] },
  { name: 'céline', permissions: ['calllog::use_module', 'calllog::close_calls'] },
];

beforeAll(async () => {
  server = await startServer({ onQuery: (sql) => statements.push(sql) });
  admin = await setUpAdmin(server);
  // The start seeds the remote-close role (ADR 0018); these cases sort their own four roles alone.
  const seeded = await admin.gql<{ roles: { items: { id: number }[] } }>('{ roles { items { id } } }');
  const ids = seeded.data?.roles.items.map((r) => r.id) ?? [];
  expect((await admin.gql('mutation($ids: [Int!]!) { deleteRoles(ids: $ids) }', { ids })).errors).toEqual([]);
  for (const d of ROLES) {
    const reply = await admin.gql('mutation($d: RoleInput!) { createRole(data: $d) { id } }', { d });
    expect(reply.errors).toEqual([]);
  }
  for (const [name, email] of [
    ['zora', 'a@haus-linde.ch'],
    ['ben', ''],
    ['Alma', 'c@haus-linde.ch'],
  ]) {
    const reply = await admin.gql('mutation($d: UserInput!) { createUser(data: $d) { id } }', {
      d: { name, email, password: 'long enough 1' },
    });
    expect(reply.errors).toEqual([]);
  }
});
afterAll(() => server.close());

type Sort = { field: string; descending?: boolean };

/** Every page of `size` in turn, as a list screen pages through them. */
async function pages(many: 'roles' | 'users', sort: Sort | null, size: number): Promise<string[][]> {
  const Filter = many === 'roles' ? 'RoleFilter' : 'UserFilter';
  const out: string[][] = [];
  for (let offset = 0; ; offset += size) {
    const reply = await admin.gql<Record<string, { total: number; items: { name: string }[] }>>(
      `query($f: ${Filter}) { ${many}(filter: $f) { total items { name } } }`,
      { f: { sort, page: { limit: size, offset } } },
    );
    expect(reply.errors).toEqual([]);
    const list = reply.data?.[many];
    out.push(list?.items.map((r) => r.name) ?? []);
    if (!list || offset + size >= list.total) return out;
  }
}

describe('a sorted list', () => {
  it('orders the whole list before paging, text case-insensitively, both ways', async () => {
    const ascending = [
      ['Anmeldung', 'bereich'],
      ['céline', 'Doku'],
    ];
    expect(await pages('roles', { field: 'name' }, 2)).toEqual(ascending);
    expect(await pages('roles', { field: 'name', descending: true }, 2)).toEqual([
      ['Doku', 'céline'],
      ['bereich', 'Anmeldung'],
    ]);
  });

  it('orders by an expression the entity declares (a role’s number of permissions)', async () => {
    expect((await pages('roles', { field: 'permissions', descending: true }, 3)).flat()).toEqual([
      'Doku',
      'céline',
      'bereich',
      'Anmeldung',
    ]);
  });

  it('puts empty values last in either direction', async () => {
    // The wizard's administrator has no address either; users without one keep the default order.
    expect((await pages('users', { field: 'email' }, 2)).flat()).toEqual(['zora', 'Alma', 'admin', 'ben']);
    expect((await pages('users', { field: 'email', descending: true }, 2)).flat()).toEqual([
      'Alma',
      'zora',
      'admin',
      'ben',
    ]);
  });

  it('refuses a field the entity does not declare sortable', async () => {
    const reply = await admin.gql('{ users(filter: { sort: { field: "password_hash" } }) { total } }');
    expect(reply.errors[0]?.extensions).toMatchObject({
      validation: true,
      field: 'sort',
      key: 'invalid_value',
      data: { field: 'password_hash' },
    });
  });

  it('reads a page in the same statements whatever its length and order', async () => {
    const count = async (filter: Record<string, unknown>) => {
      statements.length = 0;
      const reply = await admin.gql('query($f: RoleFilter) { roles(filter: $f) { total items { id } } }', {
        f: filter,
      });
      expect(reply.errors).toEqual([]);
      return statements.length;
    };
    const plain = await count({ page: { limit: 1 } });
    expect(await count({ page: { limit: 100 } })).toBe(plain);
    expect(await count({ page: { limit: 1 }, sort: { field: 'permissions' } })).toBe(plain);
    expect(await count({ page: { limit: 100 }, sort: { field: 'name', descending: true } })).toBe(plain);
  });
});
