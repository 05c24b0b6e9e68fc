import { systems } from '../src/db/schema/index';
import type { TestClient } from './client';
import { ADMIN_PASSWORD } from './fixtures';
import type { TestServer } from './harness';

/** The first user (superuser `admin`), signed in on the returned client. */
export async function setUpAdmin(server: Pick<TestServer, 'client'>): Promise<TestClient> {
  const admin = server.client();
  const res = await admin.gql('mutation($p: String!) { createInitialUser(password: $p) { id } }', {
    p: ADMIN_PASSWORD,
  });
  if (res.errors.length) throw new Error(JSON.stringify(res.errors));
  return admin;
}

/** Systems straight into the table: their CRUD belongs to the call-system issue. */
export async function addSystems(server: TestServer, names: string[]): Promise<number[]> {
  const rows = await server.app.database.db
    .insert(systems)
    .values(names.map((name) => ({ name })))
    .returning({ id: systems.id });
  server.app.services.systems.invalidate();
  return rows.map((r) => r.id);
}

/** A signed-in user with the given permissions through one role. */
export async function userWith(
  server: TestServer,
  admin: TestClient,
  name: string,
  permissions: string[],
  extra: { system_access?: number[] } = {},
): Promise<TestClient> {
  const role = await admin.gql<{ createRole: { id: number } }>(
    'mutation($d: RoleInput!) { createRole(data: $d) { id } }',
    { d: { name: `${name}-role`, permissions } },
  );
  if (role.errors.length) throw new Error(JSON.stringify(role.errors));
  const user = await admin.gql('mutation($d: UserInput!) { createUser(data: $d) { id } }', {
    d: { name, password: 'password for tests', role_ids: [role.data?.createRole.id], ...extra },
  });
  if (user.errors.length) throw new Error(JSON.stringify(user.errors));
  const client = server.client();
  const login = await client.login(name, 'password for tests');
  if (!login.body.ok) throw new Error(JSON.stringify(login.body));
  return client;
}
