import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestClient } from './client';
import { freshDatabaseUrl, startServer, type TestServer } from './harness';
import { setUpAdmin, userWith } from './seed';

// Several instances on one PostgreSQL (ADR 0020): a sign-out or an administrator's change on one
// instance closes the user's socket held by another, through the bus's NOTIFY.

let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let one: TestServer;
let two: TestServer;
let admin: TestClient;

beforeAll(async () => {
  db = await freshDatabaseUrl();
  if (!db) throw new Error('this file runs only with TEST_DATABASE_URL');
  [one, two] = await Promise.all([startServer({ databaseUrl: db.url }), startServer({ databaseUrl: db.url })]);
  admin = await setUpAdmin(one);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.drop();
});

/** A signed-in socket of `client` on `server`, ready; resolves its close code when it closes. */
async function socketOn(server: TestServer, client: TestClient) {
  const headers = client.cookie ? { cookie: client.cookie } : undefined;
  const socket = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/ws/backend`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
  const closed = new Promise<number>((resolve) => socket.on('closed', (e) => resolve((e as { code: number }).code)));
  const name = await new Promise<unknown>((resolve, reject) => {
    let data: unknown;
    socket.subscribe(
      { query: '{ authUser { name } }' },
      { next: (v) => (data = v.data), error: reject, complete: () => resolve(data) },
    );
  });
  expect(name).toMatchObject({ authUser: { name: expect.any(String) } });
  return {
    within: (ms: number) =>
      Promise.race([
        closed,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
      ]),
  };
}

describe('sockets follow the session across instances', () => {
  it('a sign-out on one instance closes the socket on the other', async () => {
    const nurse = await userWith(one, admin, 'pg-nurse', ['admin::manage_users']);
    const watched = await socketOn(two, nurse);
    await nurse.post('/backend/logout', {});
    expect(await watched.within(1000)).toBe(4401);
  });

  it("an administrator's role change on one instance closes the socket on the other", async () => {
    const nurse = await userWith(one, admin, 'pg-nurse-2', ['admin::manage_users']);
    const id = (await nurse.gql<{ authUser: { id: number } }>('{ authUser { id } }')).data?.authUser.id;
    const watched = await socketOn(two, nurse);
    const res = await admin.gql('mutation($id: Int!) { updateUser(id: $id, data: { role_ids: [] }) { id } }', { id });
    expect(res.errors).toEqual([]);
    expect(await watched.within(1000)).toBe(4403);
  });
});
