import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client';
import { buildLicense } from './fixtures';
import { startServer, type TestServer } from './harness';
import { addSystems, setUpAdmin, userWith } from './seed';

let server: TestServer;
let admin: TestClient;
let systemA: number;
let systemB: number;

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  [systemA = 0, systemB = 0] = await addSystems(server, ['Haus Linde', 'Haus Linde']);
});
afterAll(() => server.close());

const AUDIT = '{ auditLog { total items { action entity user_name } } }';

describe('refusals', () => {
  it('no session → MISSING_AUTH on guarded fields, public fields still answer', async () => {
    const visitor = server.client();
    for (const query of ['{ authUser { id } }', '{ users { total } }', '{ globalAppSettings { hide_presences } }']) {
      const res = await visitor.gql(query);
      expect(res.errors[0]?.extensions?.code).toBe('MISSING_AUTH');
    }
    expect((await visitor.gql('{ license { id } }')).errors).toEqual([]);
    const activate = await visitor.gql(`mutation { activateLicense(customer: "1", code: "x") { id } }`);
    expect(activate.errors[0]?.extensions?.code).toBe('MISSING_AUTH');
  });

  it('missing permission → MISSING_PERMISSION; the permission admits', async () => {
    const nurse = await userWith(server, admin, 'nurse', ['calllog::use_module']);
    const res = await nurse.gql('{ users { total } }');
    expect(res.errors[0]).toMatchObject({ message: 'MISSING_PERMISSION', extensions: { code: 'MISSING_PERMISSION' } });
    const create = await nurse.gql('mutation { createRole(data: { name: "x" }) { id } }');
    expect(create.errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');

    const manager = await userWith(server, admin, 'manager', ['admin::manage_users']);
    expect((await manager.gql('{ users { total } }')).data).toEqual({ users: { total: 3 } });
  });

  it('a role manager cannot hand out permissions they lack; nobody but a superuser makes superusers', async () => {
    const roleAdmin = await userWith(server, admin, 'roleadmin', ['admin::manage_roles']);
    const grant = await roleAdmin.gql(
      'mutation { createRole(data: { name: "big", permissions: ["admin::manage_system"] }) { id } }',
    );
    expect(grant.errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    const own = await roleAdmin.gql(
      'mutation { createRole(data: { name: "small", permissions: ["admin::manage_roles"] }) { id } }',
    );
    expect(own.errors).toEqual([]);

    const userAdmin = await userWith(server, admin, 'useradmin', ['admin::manage_users']);
    const su = await userAdmin.gql(
      'mutation { createUser(data: { name: "root2", password: "long enough", is_superuser: true }) { id } }',
    );
    expect(su.errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
  });

  it('the audit log needs admin::see_auditlog and the management license', async () => {
    const auditor = await userWith(server, admin, 'auditor', ['admin::see_auditlog']);
    const unlicensed = await auditor.gql(AUDIT);
    expect(unlicensed.errors[0]).toMatchObject({ extensions: { code: 'MISSING_PERMISSION', reason: 'license' } });

    const lic = buildLicense({ id: 5001, features: { analytics: false, log: false, management: true } });
    const act = await admin.gql(
      `mutation { activateLicense(customer: "${lic.customer}", code: "${lic.code}") { id } }`,
    );
    expect(act.errors).toEqual([]);
    const res = await auditor.gql<{ auditLog: { total: number; items: { action: string; entity: string }[] } }>(AUDIT);
    expect(res.errors).toEqual([]);
    expect(res.data?.auditLog.items.map((i) => `${i.action} ${i.entity}`)).toEqual(
      expect.arrayContaining(['created user', 'created role', 'logged_in user', 'created license']),
    );
  });
});

describe('system context', () => {
  it('answers 424 for a system the user may not use, and lists only granted systems', async () => {
    const ward = await userWith(server, admin, 'ward-a', ['calllog::use_module'], { system_access: [systemA] });
    ward.system = String(systemB).padStart(2, '0');
    const refused = await ward.gql('{ authUser { id } }');
    expect(refused.status).toBe(424);

    ward.system = String(systemA).padStart(2, '0');
    const ok = await ward.gql<{ publicSystemParams: { id: number; name: string }[] }>(
      '{ publicSystemParams { id name } }',
    );
    expect(ok.status).toBe(200);
    expect(ok.data?.publicSystemParams).toEqual([{ id: systemA, name: 'Haus Linde' }]);

    admin.system = String(systemB).padStart(2, '0');
    const su = await admin.gql<{ publicSystemParams: unknown[] }>('{ publicSystemParams { id } }');
    expect(su.data?.publicSystemParams).toHaveLength(2);
    admin.system = null;
  });

  it('refuses a system that does not exist with 424, also for visitors', async () => {
    const visitor = server.client();
    visitor.system = '42';
    expect((await visitor.gql('{ license { id } }')).status).toBe(424);
  });
});
