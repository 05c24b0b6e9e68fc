import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { DATABASE_SOURCE, watchDatabase } from './database-watch';
import { createHealth } from './health';

/** A watch over a database that is up or down as the test says, probing every 10 ms. */
function watched() {
  const database = { isUp: true, probes: 0 };
  const health = createHealth();
  const back = vi.fn();
  const watch = watchDatabase({
    probe: async () => {
      database.probes++;
      // As the ORM throws it: its own message, the driver's error as the cause.
      if (!database.isUp) throw new Error('Failed query: select 1', { cause: new Error('connect ECONNREFUSED') });
    },
    health,
    log: pino({ level: 'silent' }),
    probeEveryMs: 10,
  });
  watch.onBack(back);
  const problem = () => health.report().problems.find((p) => p.source === DATABASE_SOURCE) ?? null;
  return { database, health, watch, back, problem };
}

describe('the database watch', () => {
  it('probes only when told of a doubt, and says nothing while the database answers', async () => {
    const { database, watch, back, problem } = watched();
    expect(database.probes).toBe(0);
    watch.doubt();
    await vi.waitFor(() => expect(database.probes).toBe(1));
    expect(problem()).toBeNull();
    expect(back).not.toHaveBeenCalled();
    watch.close();
  });

  it('is degraded while the database is away, and clears by itself once it answers again', async () => {
    const { database, watch, back, problem } = watched();
    database.isUp = false;
    watch.doubt();
    await vi.waitFor(() =>
      expect(problem()).toMatchObject({ status: 'degraded', reason: 'database unreachable: connect ECONNREFUSED' }),
    );
    const probes = database.probes;
    await vi.waitFor(() => expect(database.probes).toBeGreaterThan(probes + 2));
    database.isUp = true;
    await vi.waitFor(() => expect(problem()).toBeNull());
    expect(back).toHaveBeenCalledTimes(1);
    watch.close();
  });

  it('is degraded while the bus cannot listen, though the database answers', async () => {
    const { watch, back, problem } = watched();
    watch.listener('lost');
    await vi.waitFor(() => expect(problem()?.reason).toMatch(/event listener is reconnecting/));
    watch.listener('resumed');
    await vi.waitFor(() => expect(problem()).toBeNull());
    expect(back).toHaveBeenCalledTimes(1);
    watch.close();
  });

  it('counts a probe that hangs as failed', async () => {
    const health = createHealth();
    const watch = watchDatabase({ probe: () => new Promise(() => {}), health, log: pino({ level: 'silent' }) });
    watch.doubt();
    await vi.waitFor(() => expect(health.report().problems[0]?.reason).toMatch(/no answer within/), {
      timeout: 3_000,
    });
    watch.close();
  });
});
