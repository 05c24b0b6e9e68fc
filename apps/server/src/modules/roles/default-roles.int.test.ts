import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test/harness';
import { setUpAdmin, userWith } from '../../../test/seed';
import { auditLog, roles, userRoles } from '../../db/schema/index';
import { DEFAULT_ROLE, ensureDefaultRoles } from './default-roles';

// ADR 0018: the remote-close role reaches the users of a database that existed before the permission
// was checked, once; afterwards it is the administrators' to keep or delete.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const db = () => server.app.database.db;
const defaultRole = async () => (await db().select().from(roles)).find((r) => r.name === DEFAULT_ROLE.name) ?? null;

describe('the default remote-close role', () => {
  it('is there after the first start, holding visuals::remote_close_calls', async () => {
    expect((await defaultRole())?.permissions).toEqual(['visuals::remote_close_calls']);
  });

  it('is given once to every user of an existing database, and not brought back once deleted', async () => {
    const admin = await setUpAdmin(server);
    await userWith(server, admin, 'nurse-old', ['calllog::use_module']);
    // As a database from before this version: neither the role nor the mark that the seeding ran.
    await db()
      .delete(auditLog)
      .where(and(eq(auditLog.entity, 'default_roles'), eq(auditLog.entity_id, 'remote_close_calls')));
    await db().delete(roles).where(eq(roles.name, DEFAULT_ROLE.name));

    await ensureDefaultRoles(db());
    const role = await defaultRole();
    const holders = await db()
      .select()
      .from(userRoles)
      .where(eq(userRoles.role_id, role?.id ?? 0));
    // The nurse, not the superuser (who holds every permission anyway).
    expect(holders).toHaveLength(1);

    await ensureDefaultRoles(db());
    expect(
      await db()
        .select()
        .from(userRoles)
        .where(eq(userRoles.role_id, role?.id ?? 0)),
    ).toHaveLength(1);

    await db().delete(roles).where(eq(roles.name, DEFAULT_ROLE.name));
    await ensureDefaultRoles(db());
    expect(await defaultRole()).toBeNull();
  });
});
