import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startReadyTwoInstances, type TwoInstances } from './two-instances';

let stack: TwoInstances;

beforeAll(async () => {
  stack = await startReadyTwoInstances();
}, 120_000);
afterAll(() => stack?.close());

/** Runs `check` every 250 ms for `ms`: what must hold all through a fault, not only at its end. */
async function throughout(ms: number, check: () => Promise<void> | void): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    await check();
    await new Promise((resolve) => setTimeout(resolve, Math.min(250, Math.max(0, until - performance.now()))));
  }
}

async function everyCallOnce(): Promise<void> {
  const twice = [...(await stack.openings())].filter(([, n]) => n > 1);
  expect(twice).toEqual([]);
}

// Two server processes start (each compiling its sources), and the database is stopped for 10 s.
describe('database faults with two instances on PostgreSQL', { timeout: 60_000 }, () => {
  it('PostgreSQL stopped for 10 s: no instance exits, displays are told at once and recover by themselves', async () => {
    const stoppedAt = performance.now();
    await stack.cluster.halt();
    const during = [await stack.press()];
    await stack.displaysTold('degraded', 2_000);
    expect(performance.now() - stoppedAt).toBeLessThan(2_000);

    const stayUp = async () => {
      stack.expectAlive();
      expect(await stack.healthOf()).toEqual(['degraded', 'degraded']);
    };
    await throughout(5_000 - (performance.now() - stoppedAt), stayUp);
    during.push(await stack.press());
    await throughout(10_000 - (performance.now() - stoppedAt), stayUp);

    await stack.cluster.resume();
    const backAt = performance.now();
    const after = await stack.press();
    // The link is re-taken, the configurator's waiting events stored, and every display gets them.
    await stack.shownEverywhere([...during, after], backAt, 5_000);
    await stack.displaysTold('ok', 5_000 - (performance.now() - backAt));
    expect(await stack.healthOf()).toEqual(['ok', 'ok']);
    stack.expectAlive();
    await everyCallOnce();
  });

  it('every connection of the servers killed, three times over: no instance exits, no call lost', async () => {
    const started = performance.now();
    const ids: number[] = [];
    for (let round = 0; round < 3; round++) {
      await stack.admin(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'wardlight' AND pid <> pg_backend_pid()",
      );
      ids.push(await stack.press());
    }
    await stack.shownEverywhere(ids, started, 10_000);
    stack.expectAlive();
    await vi.waitFor(async () => expect(await stack.healthOf()).toEqual(['ok', 'ok']), { timeout: 5_000 });
    await everyCallOnce();
  });

  it('a call committed while the listeners reconnect reaches every display within 2 s of their return', async () => {
    const warm = await stack.press();
    await stack.shownEverywhere([warm], performance.now(), 5_000);
    // The test's own listener hears the call's announcement that the servers' listeners miss.
    const observer = new pg.Client({ connectionString: stack.databaseUrl });
    await observer.connect();
    await observer.query('LISTEN wardlight_events');
    const heard: string[] = [];
    observer.on('notification', (m) => heard.push(m.payload ?? ''));
    const listeners = async () =>
      (
        await stack.admin<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE 'wardlight events %'",
        )
      ).rows[0]?.n;

    // The servers' listeners are cut and cannot come back while the call is stored and announced: the
    // connections already open (the call path's, the publishers') go on.
    let id: number;
    await stack.admin('ALTER DATABASE wardlight ALLOW_CONNECTIONS false');
    try {
      await stack.admin(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name LIKE 'wardlight events %'",
      );
      await vi.waitFor(async () => expect(await listeners()).toBe(0));
      id = await stack.press();
      await vi.waitFor(() => expect(heard.some((p) => p.includes('"callsChanged"'))).toBe(true), { timeout: 5_000 });
      expect(await listeners()).toBe(0);
    } finally {
      await stack.admin('ALTER DATABASE wardlight ALLOW_CONNECTIONS true');
      await observer.end();
    }
    const openedAt = performance.now();
    const ms = await stack.shownEverywhere([id], openedAt, 2_000);
    expect(ms).toBeLessThan(2_000);
    stack.expectAlive();
  });
});
