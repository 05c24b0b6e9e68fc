import { sql } from 'drizzle-orm';
import { type Client, createClient, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestClient } from './client';
import { startServer, type TestServer } from './harness';
import { setUpAdmin, userWith } from './seed';

// Sockets follow the session (ADR 0020): what ends a session or changes a user's access over HTTP
// closes that user's sockets within a second; visitors' sockets (wall displays) stay open.

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
});
afterAll(() => server.close());

const WITHIN_MS = 1000;

interface Watched {
  socket: Client;
  /** Resolves with the close code and how long after `since()` it came. */
  closed: Promise<{ code: number; afterMs: number }>;
  since(): void;
}

/** TestClient.socket, minus graphql-ws's console.error for a socket that closes while idle. */
function socketOf(client: TestClient): Client {
  const headers = client.cookie ? { cookie: client.cookie } : undefined;
  return createClient({
    url: `${client.url.replace(/^http/, 'ws')}/ws/backend`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    connectionParams: { locale: client.locale },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
}

function watch(client: TestClient): Watched {
  const socket = socketOf(client);
  let start = Date.now();
  const closed = new Promise<{ code: number; afterMs: number }>((resolve) => {
    socket.on('closed', (event) => resolve({ code: (event as { code: number }).code, afterMs: Date.now() - start }));
  });
  return {
    socket,
    closed,
    since: () => {
      start = Date.now();
    },
  };
}

function run<T>(socket: Client, query: string): Promise<FormattedExecutionResult<T, unknown>> {
  return new Promise((resolve, reject) => {
    let result: FormattedExecutionResult<T, unknown> | undefined;
    socket.subscribe<T>(
      { query },
      {
        next: (value) => (result = value),
        error: reject,
        complete: () => resolve(result as FormattedExecutionResult<T, unknown>),
      },
    );
  });
}

/** The close, or a failure once the bound has passed (never a sleep: it resolves as soon as it closes). */
function closedWithin(watched: Watched, ms: number) {
  return Promise.race([
    watched.closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
  ]);
}

async function signedInSocket(client: TestClient): Promise<Watched> {
  const watched = watch(client);
  const me = await run<{ authUser: { name: string } | null }>(watched.socket, '{ authUser { name } }');
  expect(me.data?.authUser?.name).toBeTruthy();
  watched.since();
  return watched;
}

async function idOf(client: TestClient): Promise<number> {
  const me = await client.gql<{ authUser: { id: number; roles: number[] } }>('{ authUser { id roles } }');
  return me.data?.authUser.id ?? 0;
}

async function ok(client: TestClient, query: string, variables: Record<string, unknown>) {
  const res = await client.gql(query, variables);
  expect(res.errors).toEqual([]);
}

const UPDATE_USER = 'mutation($id: Int!, $d: UserInput!) { updateUser(id: $id, data: $d) { id } }';
const UPDATE_ROLE = 'mutation($id: Int!, $d: RoleInput!) { updateRole(id: $id, data: $d) { id } }';

describe('a socket follows its session', () => {
  it('closes after POST /backend/logout, and a visitor socket stays open', async () => {
    const nurse = await userWith(server, admin, 'logout-nurse', ['admin::manage_users']);
    const display = watch(server.client());
    expect((await run(display.socket, '{ appState { setup_time } }')).errors).toBeUndefined();
    const watched = await signedInSocket(nurse);

    await nurse.post('/backend/logout', {});
    const closed = await closedWithin(watched, WITHIN_MS);
    expect(closed.code).toBe(4401);

    // The display heard nothing of it and still answers.
    expect((await run(display.socket, '{ appState { setup_time } }')).errors).toBeUndefined();
    await display.socket.dispose();
  });

  it('closes when the user loses a role, and when a role of theirs loses a permission', async () => {
    const nurse = await userWith(server, admin, 'role-nurse', ['admin::manage_users']);
    const watched = await signedInSocket(nurse);
    await ok(admin, UPDATE_USER, { id: await idOf(nurse), d: { role_ids: [] } });
    expect((await closedWithin(watched, WITHIN_MS)).code).toBe(4403);

    const other = await userWith(server, admin, 'role-nurse-2', ['admin::manage_users', 'admin::manage_roles']);
    const roleId = (await other.gql<{ authUser: { roles: number[] } }>('{ authUser { roles } }')).data?.authUser
      .roles[0];
    const again = await signedInSocket(other);
    await ok(admin, UPDATE_ROLE, { id: roleId, d: { permissions: ['admin::manage_users'] } });
    expect((await closedWithin(again, WITHIN_MS)).code).toBe(4403);
    // Reconnected, it is the user with the permissions they hold now.
    const fresh = watch(other);
    const me = await run<{ authUser: { permissions: { code: string }[] } }>(
      fresh.socket,
      '{ authUser { permissions { code } } }',
    );
    expect(me.data?.authUser.permissions.map((p) => p.code)).toEqual(['admin::manage_users']);
    await fresh.socket.dispose();
  });

  it('closes after an administrator resets the password, and after the user is deleted', async () => {
    const nurse = await userWith(server, admin, 'reset-nurse', ['admin::manage_users']);
    const watched = await signedInSocket(nurse);
    await ok(admin, UPDATE_USER, { id: await idOf(nurse), d: { password: 'a new password 1' } });
    expect((await closedWithin(watched, WITHIN_MS)).code).toBe(4401);

    const leaving = await userWith(server, admin, 'leaving-nurse', ['admin::manage_users']);
    const last = await signedInSocket(leaving);
    await ok(admin, 'mutation($ids: [Int!]!) { deleteUsers(ids: $ids) }', { ids: [await idOf(leaving)] });
    expect((await closedWithin(last, WITHIN_MS)).code).toBe(4401);
  });

  it("closes the user's other sessions' sockets when they set their own password, not this one's", async () => {
    const here = await userWith(server, admin, 'own-nurse', ['admin::manage_users']);
    const elsewhere = server.client();
    expect((await elsewhere.login('own-nurse', 'password for tests')).body.ok).toBe(true);
    const mine = await signedInSocket(here);
    const theirs = await signedInSocket(elsewhere);
    await ok(here, 'mutation($a: String!) { userSetPassword(password: $a, password_repeat: $a) { id } }', {
      a: 'my own new password',
    });
    expect((await closedWithin(theirs, WITHIN_MS)).code).toBe(4401);
    // The socket of the session that set it still answers as that user.
    const me = await run<{ authUser: { name: string } }>(mine.socket, '{ authUser { name } }');
    expect(me.data?.authUser.name).toBe('own-nurse');
    await mine.socket.dispose();
  });

  it('checks the session again for every operation, as HTTP does', async () => {
    const nurse = await userWith(server, admin, 'op-nurse', ['admin::manage_users']);
    const watched = await signedInSocket(nurse);
    // Ended behind the bus's back (straight in the table): the next operation finds no session, and is
    // answered MISSING_AUTH or by the close that follows it, never as the old user.
    await server.app.database.db.execute(
      sql`DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE name = 'op-nurse')`,
    );
    const next = await run<{ authUser: unknown }>(watched.socket, '{ authUser { name } }').then(
      (result) => JSON.stringify(result),
      (refusal: unknown) => JSON.stringify(refusal) ?? String(refusal),
    );
    expect(next).not.toContain('op-nurse');
    expect((await closedWithin(watched, WITHIN_MS)).code).toBe(4401);
  });
});
