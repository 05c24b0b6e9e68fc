import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTrustProxy } from '../src/http/trust-proxy';
import { DEFAULT_THROTTLE, type ThrottlePolicy } from '../src/modules/auth/login-throttle';
import { ADMIN_PASSWORD } from './fixtures';
import { startServer, type TestServer } from './harness';
import { setUpAdmin } from './seed';

// Sign-in (ADR 0020): one answer for an unknown user and a wrong password, alike in time; waits per
// account and address, so a stranger cannot lock the owner out; a limit per address against spraying;
// behind one proxy hop, only the address the proxy appended counts.

type Reply = { ok: boolean; errors: { field: string; key: string; data: { seconds?: number } | null }[] };

/** POST /backend/login as the client `address`, behind the one proxy hop the server trusts. */
async function loginFrom(server: TestServer, forwardedFor: string, username: string, password: string) {
  const res = await fetch(`${server.url}/backend/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username, password }),
  });
  return (await res.json()) as Reply;
}

const keyOf = (reply: Reply) => reply.errors[0]?.key ?? 'ok';

async function serverWith(throttle: Partial<ThrottlePolicy>): Promise<TestServer> {
  const server = await startServer({
    throttle: { ...DEFAULT_THROTTLE, ...throttle },
    config: { trustProxy: parseTrustProxy('1') },
  });
  await setUpAdmin(server);
  return server;
}

describe('one answer for an unknown user and a wrong password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ pairFreeAttempts: 1000, addressLimit: 1000 });
  });
  afterAll(() => server.close());

  it('says the same, over REST and GraphQL', async () => {
    const unknown = await loginFrom(server, '198.51.100.1', 'nobody', 'whatever1');
    const wrong = await loginFrom(server, '198.51.100.1', 'admin', 'whatever1');
    expect(unknown).toEqual(wrong);
    expect(wrong).toMatchObject({ ok: false, errors: [{ field: 'password', key: 'invalid_credentials' }] });
    const gql = await server
      .client()
      .gql<{ a: Reply; b: Reply }>(
        'mutation { a: login(username: "nobody", password: "x1") { ok errors { field key } } b: login(username: "admin", password: "x1") { ok errors { field key } } }',
      );
    expect(gql.data?.a).toEqual(gql.data?.b);
  });

  it('takes as long for an unknown user as for a wrong password (one argon2 verify each)', async () => {
    const timeOf = async (username: string) => {
      const start = performance.now();
      await loginFrom(server, '198.51.100.2', username, 'not the password');
      return performance.now() - start;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both.
    for (let i = 0; i < 9; i++) {
      unknown.push(await timeOf(`nobody-${i}`));
      wrong.push(await timeOf('admin'));
    }
    // Without the dummy verify an unknown user answers ~10× faster; the bound leaves room for noise.
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });
});

describe('waits per account and address', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A first wait of 2 s, so that a slow machine does not see it end between two requests.
    server = await serverWith({ pairFirstDelaySeconds: 2 });
  });
  afterAll(() => server.close());

  it("a stranger's failures make the stranger wait, longer each time, and never the owner", async () => {
    const stranger = '203.0.113.9';
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) keys.push(keyOf(await loginFrom(server, stranger, 'admin', `guess ${i}`)));
    expect(keys).toEqual([...Array(3).fill('invalid_credentials'), ...Array(3).fill('too_many_attempts')]);

    // The owner, at the ward PC, signs in at once.
    expect((await loginFrom(server, '198.51.100.7', 'admin', ADMIN_PASSWORD)).ok).toBe(true);

    // The stranger's next wait is twice the first.
    const first = await loginFrom(server, stranger, 'admin', 'guess');
    expect(first.errors[0]?.data?.seconds).toBeLessThanOrEqual(2);
    await vi.waitFor(
      async () => expect(keyOf(await loginFrom(server, stranger, 'admin', 'guess 4'))).toBe('invalid_credentials'),
      {
        timeout: 5000,
        interval: 100,
      },
    );
    const second = await loginFrom(server, stranger, 'admin', 'guess 5');
    expect(second.errors[0]).toMatchObject({ key: 'too_many_attempts', data: { seconds: 4 } });
  });
});

describe('a limit per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ addressLimit: 5 });
  });
  afterAll(() => server.close());

  it('stops one address spraying many accounts', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) keys.push(keyOf(await loginFrom(server, '203.0.113.20', `user${i}`, 'Summer2024!')));
    expect(keys).toEqual([...Array(5).fill('invalid_credentials'), 'too_many_attempts']);
  });

  it('behind one proxy hop, counts the address the proxy appended, not what the client wrote left of it', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) {
      keys.push(keyOf(await loginFrom(server, `10.9.9.${i}, 198.51.100.50`, `spray${i}`, 'Summer2024!')));
    }
    expect(keys).toEqual([...Array(5).fill('invalid_credentials'), 'too_many_attempts']);
    // Another client behind the same proxy, pretending to be the locked one, is itself and not locked.
    expect(keyOf(await loginFrom(server, '198.51.100.50, 198.51.100.51', 'spray9', 'Summer2024!'))).toBe(
      'invalid_credentials',
    );
  });
});
