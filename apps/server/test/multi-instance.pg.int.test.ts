import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { take } from './client';
import { buildLicense } from './fixtures';
import { freshDatabaseUrl, startServer, type TestServer } from './harness';

let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  db = await freshDatabaseUrl();
  if (!db) throw new Error('this file runs only with TEST_DATABASE_URL');
  // Both instances migrate at once: the migration lock lets one do it and the other wait.
  [one, two] = await Promise.all([startServer({ databaseUrl: db.url }), startServer({ databaseUrl: db.url })]);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.drop();
});

describe('two server instances on one PostgreSQL', () => {
  it('deliver an event published on one to a subscriber on the other', async () => {
    const socket = two.client().socket();
    const messages = await take<{ systemMessages: { subject: string; payload: unknown } }>(
      socket,
      'subscription { systemMessages { subject payload } }',
      3,
      {
        onNext: (_m, i) => {
          if (i === 0)
            void one.app.services.systemMessages.publish({ subject: 'displaynote.updated', payload: { id: 7 } });
        },
      },
    );
    expect(messages[2]?.systemMessages).toEqual({ subject: 'displaynote.updated', payload: { id: 7 } });
    await socket.dispose();
  });

  it('share sessions: a sign-in on one instance is known to the other', async () => {
    const c = one.client();
    await c.gql('mutation { createInitialUser(password: "a long secret") { id } }');
    const onTwo = two.client();
    onTwo.cookie = c.cookie;
    expect((await onTwo.gql('{ authUser { name } }')).data).toEqual({ authUser: { name: 'admin' } });
  });

  it('drop the cached license on every instance when one activates a license', async () => {
    expect((await two.client().gql<{ license: { id: number } }>('{ license { id } }')).data?.license.id).toBe(0);
    const l = buildLicense({ id: 4242 });
    await one.app.services.license.activate({ userId: null, userName: null, systemId: null }, l.customer, l.code);
    await expect
      .poll(async () => (await two.client().gql<{ license: { id: number } }>('{ license { id } }')).data?.license.id)
      .toBe(4242);
  });
});
