import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THROTTLE } from '../src/modules/auth/login-throttle';
import { ADMIN_PASSWORD } from './fixtures';
import { startServer, type TestServer } from './harness';
import { setUpAdmin } from './seed';

let server: TestServer;
beforeAll(async () => {
  // The production limits, with a first wait of 2 s: long enough that a slow machine does not see it
  // end within one request, short enough to see it end.
  server = await startServer({ throttle: { ...DEFAULT_THROTTLE, pairFirstDelaySeconds: 2 } });
  const admin = await setUpAdmin(server);
  await admin.gql('mutation { createUser(data: { name: "nurse", password: "nurse password" }) { id } }');
});
afterAll(() => server.close());

const aliased = (n: number, password: string) =>
  `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: login(username: "admin", password: "${password}") { ok errors { field key } }`).join(' ')} }`;

type LoginReply = { ok: boolean; errors: { field: string; key: string }[] };

describe('login limit', () => {
  it('cuts off rapid wrong passwords sent as aliases in one request, even before a right one', async () => {
    const res = await server.client().gql<Record<string, LoginReply>>(aliased(8, 'guess'));
    const keys = Object.values(res.data ?? {}).map((r) => r.errors[0]?.key);
    expect(keys).toEqual([...Array(3).fill('invalid_credentials'), ...Array(5).fill('too_many_attempts')]);

    const right = await server.client().login('admin', ADMIN_PASSWORD);
    expect(right.body).toMatchObject({ ok: false, errors: [{ field: 'username', key: 'too_many_attempts' }] });
  });

  it('counts parallel REST attempts too, and unlocks by itself', async () => {
    const c = server.client();
    const replies = await Promise.all(Array.from({ length: 10 }, () => c.login('nurse', 'parallel guess')));
    const keys = replies.map((r) => (r.body.errors as { key: string }[])[0]?.key);
    expect(keys.filter((k) => k === 'invalid_credentials').length).toBeLessThanOrEqual(3);
    expect(keys).toContain('too_many_attempts');

    await vi.waitFor(
      async () => {
        expect((await c.login('nurse', 'nurse password')).body.ok).toBe(true);
      },
      { timeout: 10_000, interval: 250 },
    );
  });
});
