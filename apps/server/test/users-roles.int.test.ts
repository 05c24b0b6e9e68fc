import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index';
import type { TestClient } from './client';
import { startServer, type TestServer } from './harness';
import { setUpAdmin } from './seed';

let server: TestServer;
let admin: TestClient;
const statements: string[] = [];
beforeAll(async () => {
  server = await startServer({ onQuery: (sql) => statements.push(sql) });
  admin = await setUpAdmin(server);
});
afterAll(() => server.close());

const auditRows = () => server.app.database.db.select().from(auditLog);

describe('roles', () => {
  it('creates, lists, updates and deletes, each with its audit entry', async () => {
    const created = await admin.gql<{ createRole: { id: number; permissions: string[] } }>(
      `mutation { createRole(data: { name: "Pflege", permissions: ["calllog::use_module", "display.manage_display_profiles"] }) { id permissions } }`,
    );
    expect(created.errors).toEqual([]);
    const id = created.data?.createRole.id;
    expect(created.data?.createRole.permissions).toEqual(['calllog::use_module', 'display::manage_display_profiles']);

    const dup = await admin.gql('mutation { createRole(data: { name: "pflege" }) { id } }');
    expect(dup.errors[0]?.extensions).toMatchObject({ validation: true, field: 'name', key: 'unique' });
    const bad = await admin.gql('mutation { createRole(data: { name: "", permissions: ["admin::fly"] }) { id } }');
    expect(bad.errors.map((e) => `${e.extensions?.field}:${e.extensions?.key}`)).toEqual([
      'name:required',
      'permissions:invalid_value',
    ]);

    const list = await admin.gql('{ roles(filter: { search: "pfl" }) { total items { name } } }');
    expect(list.data).toEqual({ roles: { total: 1, items: [{ name: 'Pflege' }] } });

    const upd = await admin.gql(
      `mutation { updateRole(id: ${id}, data: { name: "Pflege Nacht" }) { name permissions } }`,
    );
    expect(upd.data).toMatchObject({ updateRole: { name: 'Pflege Nacht' } });
    const del = await admin.gql(`mutation { deleteRoles(ids: [${id}, 999]) }`);
    expect(del.data).toEqual({ deleteRoles: [id] });
    expect((await admin.gql(`{ role(id: ${id}) { id } }`)).data).toEqual({ role: null });

    const entries = (await auditRows()).filter((r) => r.entity === 'role' && r.entity_id === String(id));
    expect(entries.map((e) => [e.action, e.field])).toEqual([
      ['created', null],
      ['updated', 'name'],
      ['deleted', null],
    ]);
    expect(entries[1]?.change).toEqual({ from: 'Pflege', to: 'Pflege Nacht' });
    expect(entries.every((e) => e.user_name === 'admin')).toBe(true);
  });

  it('lists the permission catalogue by group', async () => {
    const res = await admin.gql<{ permissionCatalogue: { code: string; group: string }[] }>(
      '{ permissionCatalogue { code group } }',
    );
    expect(res.data?.permissionCatalogue).toContainEqual({ code: 'admin::see_auditlog', group: 'admin' });
  });
});

describe('users', () => {
  it('validates input per field and never shows the password in the audit log', async () => {
    const bad = await admin.gql('mutation { createUser(data: { name: " ", email: "no-mail", locale: "es" }) { id } }');
    expect(bad.errors.map((e) => `${e.extensions?.field}:${e.extensions?.key}`)).toEqual([
      'name:required',
      'email:invalid_email',
      'locale:invalid_value',
      'password:required',
    ]);

    const role = await admin.gql<{ createRole: { id: number } }>(
      'mutation { createRole(data: { name: "Technik" }) { id } }',
    );
    const roleId = role.data?.createRole.id;
    const res = await admin.gql<{ createUser: { id: number; role_ids: number[]; email: string } }>(
      `mutation { createUser(data: { name: "techniker", email: "a@b.ch, c@d.ch", password: "a long secret", role_ids: [${roleId}] }) { id role_ids email } }`,
    );
    expect(res.errors).toEqual([]);
    expect(res.data?.createUser).toMatchObject({ role_ids: [roleId], email: 'a@b.ch, c@d.ch' });
    const id = res.data?.createUser.id;

    await admin.gql(`mutation { updateUser(id: ${id}, data: { password: "another secret", role_ids: [] }) { id } }`);
    const entries = (await auditRows()).filter((r) => r.entity === 'user' && r.entity_id === String(id));
    expect(JSON.stringify(entries)).not.toContain('argon2');
    expect(
      entries
        .filter((e) => e.action === 'updated')
        .map((e) => e.field)
        .sort(),
    ).toEqual(['password_hash', 'role_ids']);
  });

  it('pages a list without one query per row', async () => {
    const role = await admin.gql<{ createRole: { id: number } }>(
      'mutation { createRole(data: { name: "Pager" }) { id } }',
    );
    const roleId = role.data?.createRole.id;
    for (let i = 0; i < 5; i++) {
      await admin.gql(
        `mutation { createUser(data: { name: "pager${i}", password: "a long secret", role_ids: [${roleId}] }) { id } }`,
      );
    }
    const listPage = async (limit: number) => {
      statements.length = 0;
      const page = await admin.gql<{ users: { total: number; items: { name: string; roles: { name: string }[] }[] } }>(
        `{ users(filter: { search: "pager", page: { limit: ${limit}, offset: ${5 - limit} } }) { total items { name role_ids roles { name } } } }`,
      );
      expect(page.errors).toEqual([]);
      return { page, count: statements.length };
    };
    const two = await listPage(2);
    expect(two.page.data?.users.total).toBe(5);
    expect(two.page.data?.users.items.map((u) => u.name)).toEqual(['pager3', 'pager4']);
    const five = await listPage(5);
    expect(five.page.data?.users.items).toHaveLength(5);
    expect(five.page.data?.users.items.every((u) => u.roles.length === 1 && u.roles[0]?.name === 'Pager')).toBe(true);
    expect(five.count).toBe(two.count);
  });

  it('keeps the last superuser and refuses deleting yourself', async () => {
    const me = await admin.gql<{ authUser: { id: number } }>('{ authUser { id } }');
    const self = await admin.gql(`mutation { deleteUsers(ids: [${me.data?.authUser.id}]) }`);
    expect(self.errors[0]?.extensions).toMatchObject({ validation: true, field: 'ids', data: { reason: 'self' } });
    const demote = await admin.gql(
      `mutation { updateUser(id: ${me.data?.authUser.id}, data: { is_superuser: false }) { id } }`,
    );
    expect(demote.errors[0]?.extensions).toMatchObject({ field: 'is_superuser', data: { reason: 'last_superuser' } });
  });

  it('ends the sessions of a user whose password an administrator reset', async () => {
    await admin.gql('mutation { createUser(data: { name: "reset-me", password: "first secret" }) { id } }');
    const user = server.client();
    await user.login('reset-me', 'first secret');
    expect((await user.gql('{ authUser { name } }')).data).toEqual({ authUser: { name: 'reset-me' } });
    const found = await admin.gql<{ users: { items: { id: number }[] } }>(
      '{ users(filter: { search: "reset-me" }) { items { id } } }',
    );
    await admin.gql(
      `mutation { updateUser(id: ${found.data?.users.items[0]?.id}, data: { password: "second secret", password_is_temporary: true }) { id } }`,
    );
    expect((await user.gql('{ authUser { name } }')).errors[0]?.message).toBe('MISSING_AUTH');
  });
});

describe('global settings', () => {
  it('updates with validation and audit', async () => {
    const bad = await admin.gql(
      'mutation { updateGlobalSettings(data: { battery_threshold_low: 20, battery_threshold_critical: 30 }) { locale } }',
    );
    expect(bad.errors[0]?.extensions).toMatchObject({ validation: true, field: 'battery_threshold_critical' });
    const ok = await admin.gql(
      'mutation { updateGlobalSettings(data: { battery_threshold_low: 45 }) { battery_threshold_low } }',
    );
    expect(ok.data).toEqual({ updateGlobalSettings: { battery_threshold_low: 45 } });
    const entries = (await auditRows()).filter((r) => r.entity === 'global_settings');
    expect(entries.map((e) => [e.field, e.change])).toEqual([['battery_threshold_low', { from: 40, to: 45 }]]);
  });
});
