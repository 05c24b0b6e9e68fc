import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD } from './fixtures';
import { startServer, type TestServer } from './harness';
import { setUpAdmin } from './seed';

let server: TestServer;
beforeAll(async () => {
  // Short windows so the self-unlock can be observed; the limits are the production ones.
  server = await startServer({ throttle: { accountLimit: 5, addressLimit: 50, windowSeconds: 60, lockSeconds: 2 } });
  await setUpAdmin(server);
});
afterAll(() => server.close());

const aliased = (n: number, password: string) =>
  `mutation { ${Array.from({ length: n }, (_, i) => `a${i}: login(username: "admin", password: "${password}") { ok errors { field key } }`).join(' ')} }`;

type LoginReply = { ok: boolean; errors: { field: string; key: string }[] };

describe('login limit', () => {
  it('cuts off rapid wrong passwords sent as aliases in one request, even before a right one', async () => {
    const res = await server.client().gql<Record<string, LoginReply>>(aliased(8, 'guess'));
    const keys = Object.values(res.data ?? {}).map((r) => r.errors[0]?.key);
    expect(keys).toEqual([...Array(5).fill('wrong_password'), ...Array(3).fill('too_many_attempts')]);

    const right = await server.client().login('admin', ADMIN_PASSWORD);
    expect(right.body).toMatchObject({ ok: false, errors: [{ field: 'username', key: 'too_many_attempts' }] });
  });

  it('counts parallel REST attempts too, and unlocks by itself', async () => {
    const c = server.client();
    const replies = await Promise.all(Array.from({ length: 10 }, () => c.login('admin', 'parallel guess')));
    const keys = replies.map((r) => (r.body.errors as { key: string }[])[0]?.key);
    expect(keys.filter((k) => k === 'wrong_password').length).toBeLessThanOrEqual(5);
    expect(keys).toContain('too_many_attempts');

    await vi.waitFor(
      async () => {
        expect((await c.login('admin', ADMIN_PASSWORD)).body.ok).toBe(true);
      },
      { timeout: 10_000, interval: 250 },
    );
  });
});
