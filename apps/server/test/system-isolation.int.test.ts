import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client';
import { buildLicense } from './fixtures';
import { startServer, type TestServer } from './harness';
import { addSystems, setUpAdmin, userWith } from './seed';

// ADR 0018: the directive says who may call a field, the caller's system access which rows it touches.
// Here the cases of issue 10 point 3 one by one; isolation-matrix.int.test.ts walks every root field.

let server: TestServer;
let admin: TestClient;
let systemA = 0;
let systemB = 0;
const header = (id: number) => String(id).padStart(2, '0');

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  [systemA = 0, systemB = 0] = await addSystems(server, ['Haus A', 'Haus B']);
  // Room for a third system (a refused create must not fail on the limit) and the audit log's module.
  const lic = buildLicense({ id: 7001, features: { analytics: false, log: false, management: true } });
  const act = await admin.gql(`mutation { activateLicense(customer: "${lic.customer}", code: "${lic.code}") { id } }`);
  if (act.errors.length) throw new Error(JSON.stringify(act.errors));
});
afterAll(() => server.close());

/** A user restricted to `systems`, with the system context set to the first of them. */
async function restricted(name: string, permissions: string[], systems: number[]): Promise<TestClient> {
  const client = await userWith(server, admin, name, permissions, { system_access: systems });
  client.system = header(systems[0] ?? 0);
  return client;
}

async function idOf(client: TestClient): Promise<number> {
  const me = await client.gql<{ authUser: { id: number } }>('{ authUser { id } }');
  return me.data?.authUser.id ?? 0;
}

const codeOf = (reply: { errors: { extensions?: Record<string, unknown> }[] }) => reply.errors[0]?.extensions?.code;

describe('configurators', () => {
  it('a user restricted to A neither reads, changes nor deletes B’s configurator', async () => {
    const techA = await restricted('tech-a', ['admin::manage_system'], [systemA]);
    expect((await techA.gql(`{ systemParam(id: ${systemB}) { id } }`)).data).toEqual({ systemParam: null });
    const list = await techA.gql<{ systemParams: { total: number; items: { id: number }[] } }>(
      '{ systemParams { total items { id } } }',
    );
    expect(list.data?.systemParams).toEqual({ total: 1, items: [{ id: systemA }] });

    const moved = await techA.gql(`mutation { updateSystemParam(id: ${systemB}, data: { tcp_port: 9 }) { id } }`);
    expect(codeOf(moved)).toBe('NOT_FOUND');
    const deleted = await techA.gql(`mutation { deleteSystemParams(ids: [${systemB}]) }`);
    expect(deleted.data).toEqual({ deleteSystemParams: [] });
    const created = await techA.gql('mutation { createSystemParam(data: { name: "C", ip: "10.0.0.9" }) { id } }');
    expect(codeOf(created)).toBe('MISSING_PERMISSION');

    const b = await admin.gql<{ systemParam: { tcp_port: number } | null }>(
      `{ systemParam(id: ${systemB}) { tcp_port } }`,
    );
    expect(b.data?.systemParam?.tcp_port).not.toBe(9);
    expect((await admin.gql('{ systemParams { total } }')).data).toEqual({ systemParams: { total: 2 } });

    // Its own system it still administers.
    const own = await techA.gql(
      `mutation { updateSystemParam(id: ${systemA}, data: { ip: "10.0.0.5", tcp_port: 8081 }) { tcp_port } }`,
    );
    expect(own.errors).toEqual([]);
    expect(own.data).toEqual({ updateSystemParam: { tcp_port: 8081 } });
  });
});

describe('the audit log', () => {
  it('shows a reader restricted to A only A’s entries', async () => {
    for (const system of [systemA, systemB]) {
      admin.system = header(system);
      const note = await admin.gql(`mutation { createDisplayNote(data: { title: "n${system}", text: "t" }) { id } }`);
      expect(note.errors).toEqual([]);
    }
    admin.system = null;

    const auditor = await restricted('auditor-a', ['admin::see_auditlog'], [systemA]);
    const res = await auditor.gql<{
      auditLog: { total: number; items: { system_id: number | null; entity: string }[] };
    }>('{ auditLog(filter: { page: { limit: 500 } }) { total items { system_id entity } } }');
    expect(res.errors).toEqual([]);
    const systems = new Set(res.data?.auditLog.items.map((i) => i.system_id));
    expect([...systems]).toEqual([systemA]);
    expect(res.data?.auditLog.items).toContainEqual({ system_id: systemA, entity: 'display_note' });

    const all = await admin.gql<{ auditLog: { items: { system_id: number | null }[] } }>(
      '{ auditLog(filter: { page: { limit: 500 } }) { items { system_id } } }',
    );
    expect(all.data?.auditLog.items.map((i) => i.system_id)).toContain(systemB);
  });
});

describe('a user manager restricted to A', () => {
  it('cannot give itself every system, another system, or a role with permissions it lacks', async () => {
    const manager = await restricted('users-a', ['admin::manage_users'], [systemA]);
    const me = await idOf(manager);
    const everywhere = await manager.gql(`mutation { updateUser(id: ${me}, data: { system_access: [] }) { id } }`);
    expect(codeOf(everywhere)).toBe('MISSING_PERMISSION');
    const widen = await manager.gql(
      `mutation { updateUser(id: ${me}, data: { system_access: [${systemA}, ${systemB}] }) { id } }`,
    );
    expect(codeOf(widen)).toBe('MISSING_PERMISSION');

    const big = await admin.gql<{ createRole: { id: number } }>(
      'mutation { createRole(data: { name: "all-admin", permissions: ["admin::manage_system", "admin::manage_users"] }) { id } }',
    );
    const grant = await manager.gql(
      `mutation { updateUser(id: ${me}, data: { role_ids: [${big.data?.createRole.id}] }) { id } }`,
    );
    expect(codeOf(grant)).toBe('MISSING_PERMISSION');

    const unrestricted = await manager.gql(
      'mutation { createUser(data: { name: "new-everywhere", password: "long enough 1" }) { id } }',
    );
    expect(codeOf(unrestricted)).toBe('MISSING_PERMISSION');
    const inA = await manager.gql<{ createUser: { system_access: number[] } }>(
      `mutation { createUser(data: { name: "new-a", password: "long enough 1", system_access: [${systemA}] }) { system_access } }`,
    );
    expect(inA.data?.createUser.system_access).toEqual([systemA]);

    const after = await admin.gql<{ user: { system_access: number[]; role_ids: number[] } }>(
      `{ user(id: ${me}) { system_access role_ids } }`,
    );
    expect(after.data?.user.system_access).toEqual([systemA]);
    expect(after.data?.user.role_ids).not.toContain(big.data?.createRole.id);
  });

  it('neither sees, edits, sets the password of nor deletes a user who reaches B', async () => {
    const manager = await restricted('users-a2', ['admin::manage_users'], [systemA]);
    const adminB = await restricted('admin-b', ['admin::manage_system'], [systemB]);
    const both = await restricted('admin-ab', ['admin::manage_system'], [systemA, systemB]);
    for (const target of [await idOf(adminB), await idOf(both), await idOf(admin)]) {
      expect((await manager.gql(`{ user(id: ${target}) { id } }`)).data).toEqual({ user: null });
      const password = await manager.gql(
        `mutation { updateUser(id: ${target}, data: { password: "taken over 123" }) { id } }`,
      );
      expect(codeOf(password)).toBe('NOT_FOUND');
      expect((await manager.gql(`mutation { deleteUsers(ids: [${target}]) }`)).data).toEqual({ deleteUsers: [] });
    }
    const list = await manager.gql<{ users: { items: { name: string }[] } }>('{ users { items { name } } }');
    const names = list.data?.users.items.map((u) => u.name) ?? [];
    expect(names).toContain('users-a2');
    expect(names).not.toContain('admin-b');
    expect(names).not.toContain('admin-ab');
    expect(names).not.toContain('admin');
    // The old password still signs admin-b in.
    expect((await server.client().login('admin-b', 'password for tests')).body.ok).toBe(true);
  });

  it('a role manager restricted to A neither sees a role only B’s users hold nor changes one they share', async () => {
    const roles = await restricted('roles-a', ['admin::manage_roles'], [systemA]);
    await restricted('holder-b', ['admin::manage_roles'], [systemB]);
    const idOfRole = async (name: string) => {
      const found = await admin.gql<{ roles: { items: { id: number }[] } }>(
        `{ roles(filter: { search: "${name}" }) { items { id } } }`,
      );
      return found.data?.roles.items[0]?.id ?? 0;
    };
    const onlyB = await idOfRole('holder-b-role');
    expect((await roles.gql(`{ role(id: ${onlyB}) { id } }`)).data).toEqual({ role: null });
    const renamed = await roles.gql(`mutation { updateRole(id: ${onlyB}, data: { name: "taken" }) { id } }`);
    expect(codeOf(renamed)).toBe('NOT_FOUND');
    expect((await roles.gql(`mutation { deleteRoles(ids: [${onlyB}]) }`)).data).toEqual({ deleteRoles: [] });

    // A role that a user of A holds too may be seen (and given), but not changed: B's holder would follow.
    const shared = await admin.gql<{ createUser: { id: number } }>(
      `mutation { createUser(data: { name: "holder-a", password: "long enough 1", system_access: [${systemA}], role_ids: [${onlyB}] }) { id } }`,
    );
    expect(shared.errors).toEqual([]);
    expect((await roles.gql(`{ role(id: ${onlyB}) { id } }`)).data).toEqual({ role: { id: onlyB } });
    const changed = await roles.gql(`mutation { updateRole(id: ${onlyB}, data: { name: "taken" }) { id } }`);
    expect(codeOf(changed)).toBe('MISSING_PERMISSION');
    expect(codeOf(await roles.gql(`mutation { deleteRoles(ids: [${onlyB}]) }`))).toBe('MISSING_PERMISSION');

    const own = await roles.gql(
      'mutation { createRole(data: { name: "a-only", permissions: ["admin::manage_roles"] }) { id } }',
    );
    expect(own.errors).toEqual([]);
  });
});
