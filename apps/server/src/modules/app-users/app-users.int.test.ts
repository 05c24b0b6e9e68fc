import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appClients, appUsers, auditLog } from '../../db/schema/index';
import { verifyPassword } from '../auth/password';
import { type ConsoleStack, issuesOf, ok, startConsoleStack } from '../console-entities/console-entities-test-kit';

// App users' write-only password and their group, through the API (the kit's API test covers the rest).

let env: ConsoleStack;
const published: number[][] = [];
beforeAll(async () => {
  env = await startConsoleStack({ licensed: true });
  env.server.app.services.bus.on('phonesChanged', ({ client_ids }) => published.push(client_ids));
});
afterAll(() => env.close());

const CREATE = 'mutation($d: AppUserInput!) { createAppUser(data: $d) { id name display_name group_id } }';
const UPDATE = 'mutation($id: Int!, $d: AppUserInput!) { updateAppUser(id: $id, data: $d) { id display_name } }';

async function storedHash(id: number): Promise<string> {
  const [row] = await env.server.app.database.db.select().from(appUsers).where(eq(appUsers.id, id));
  return row?.password_hash ?? '';
}

describe('an app user', () => {
  it('is created with a hashed password, which updates keep unless a new one is given', async () => {
    const group = await ok<{ createAppUserGroup: { id: number } }>(
      env.admin,
      'mutation { createAppUserGroup(data: { name: "Pflege", section_id: 1 }) { id } }',
    );
    const groupId = group.createAppUserGroup.id;
    const created = await ok<{ createAppUser: { id: number; group_id: number } }>(env.admin, CREATE, {
      d: {
        name: 'carla',
        display_name: 'Carla',
        group_id: groupId,
        password: 'Station-12',
        password_repeat: 'Station-12',
      },
    });
    const { id } = created.createAppUser;
    expect(created.createAppUser.group_id).toBe(groupId);
    const first = await storedHash(id);
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(first, 'Station-12')).toBe(true);

    await ok(env.admin, UPDATE, { id, d: { display_name: 'Carla B.', password: '', password_repeat: '' } });
    expect(await storedHash(id)).toBe(first);

    await ok(env.admin, UPDATE, { id, d: { password: 'Station-34', password_repeat: 'Station-34' } });
    const second = await storedHash(id);
    expect(await verifyPassword(second, 'Station-34')).toBe(true);

    // The audit log says the password changed, never what it is.
    const audit = await env.server.app.database.db.select().from(auditLog).where(eq(auditLog.entity, 'app_user'));
    const text = JSON.stringify(audit);
    expect(text).not.toContain(first);
    expect(text).not.toContain(second);
    expect(audit.filter((a) => a.field === 'password_hash').map((a) => a.change)).toEqual([{ from: '***', to: '***' }]);
  });

  it('the API has no field that would return the hash', async () => {
    const reply = await env.admin.gql('{ appUsers { items { password_hash } } }');
    expect(reply.errors[0]?.message).toMatch(/password_hash/);
  });

  it('needs a password on create, matching its repeat, and a group of the system', async () => {
    const missing = await env.admin.gql(CREATE, { d: { name: 'dora' } });
    expect(issuesOf(missing)).toEqual(['password:required']);
    const short = await env.admin.gql(CREATE, { d: { name: 'dora', password: 'kurz', password_repeat: 'kurz' } });
    expect(issuesOf(short)).toEqual(['password:min_length']);
    const mismatch = await env.admin.gql(CREATE, {
      d: { name: 'dora', password: 'Station-12', password_repeat: 'Station-21', group_id: 999 },
    });
    expect(issuesOf(mismatch)).toEqual(['group_id:missing_relation', 'password_repeat:must_match']);
  });

  it('an edit with only the repeat is refused', async () => {
    const created = await ok<{ createAppUser: { id: number } }>(env.admin, CREATE, {
      d: { name: 'emil', password: 'Station-12', password_repeat: 'Station-12' },
    });
    const reply = await env.admin.gql(UPDATE, { id: created.createAppUser.id, d: { password_repeat: 'Station-99' } });
    expect(issuesOf(reply)).toEqual(['password:required', 'password_repeat:must_match']);
  });

  it('has a name unique within the system, whatever its case', async () => {
    await ok(env.admin, CREATE, { d: { name: 'Fritz', password: 'Station-12', password_repeat: 'Station-12' } });
    const again = await env.admin.gql(CREATE, {
      d: { name: ' fritz ', password: 'Station-12', password_repeat: 'Station-12' },
    });
    expect(issuesOf(again)).toEqual(['name:unique']);
  });

  it('is signed out on its phones by a new password and by being deleted', async () => {
    const db = env.server.app.database.db;
    const created = await ok<{ createAppUser: { id: number } }>(env.admin, CREATE, {
      d: { name: 'greta', password: 'Station-12', password_repeat: 'Station-12' },
    });
    const userId = created.createAppUser.id;
    const [phone] = await db
      .insert(appClients)
      .values({ system_id: env.systems[0] ?? 0, name: 'Telefon Greta', state: 'paired' })
      .returning();
    const phoneId = phone?.id ?? 0;
    const signIn = () =>
      db
        .update(appClients)
        .set({ app_user_id: userId, session_token_hash: 'session', signed_in_at: new Date() })
        .where(eq(appClients.id, phoneId));
    const session = async () =>
      (await db.select().from(appClients).where(eq(appClients.id, phoneId)))[0]?.session_token_hash ?? null;

    await signIn();
    published.length = 0;
    await ok(env.admin, UPDATE, { id: userId, d: { display_name: 'Greta' } });
    expect([await session(), published]).toEqual(['session', []]);
    await ok(env.admin, UPDATE, { id: userId, d: { password: 'Station-56', password_repeat: 'Station-56' } });
    // On PostgreSQL the bus is NOTIFY: it comes back a moment after the mutation answered.
    await vi.waitFor(async () => expect([await session(), published]).toEqual([null, [[phoneId]]]));

    await signIn();
    published.length = 0;
    await ok(env.admin, `mutation { deleteAppUsers(ids: [${userId}]) }`);
    await vi.waitFor(async () => expect([await session(), published]).toEqual([null, [[phoneId]]]));
  });
});
