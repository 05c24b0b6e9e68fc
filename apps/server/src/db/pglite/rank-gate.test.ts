import { afterEach, describe, expect, it, vi } from 'vitest';
import { Rank, RankGate } from './rank-gate';

/** Work that runs until released, recording when it started. */
function held(order: string[], name: string) {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    work: async () => {
      order.push(name);
      await done;
      return name;
    },
    release: () => release(),
  };
}

describe('RankGate', () => {
  afterEach(() => vi.useRealTimers());

  it('runs one operation at a time, the best rank waiting first, first come first served within a rank', async () => {
    const gate = new RankGate();
    const order: string[] = [];
    const running = held(order, 'console running');
    const first = gate.run(Rank.console, running.work);
    const rest = [
      gate.run(Rank.console, async () => void order.push('console')),
      gate.run(Rank.callPath, async () => void order.push('phones 1')),
      gate.run(Rank.walls, async () => void order.push('walls')),
      gate.run(Rank.callPath, async () => void order.push('phones 2')),
      gate.run(Rank.calls, async () => void order.push('calls')),
    ];
    await Promise.resolve();
    expect(order).toEqual(['console running']);
    expect(gate.waiting).toBe(5);
    running.release();
    await Promise.all([first, ...rest]);
    expect(order).toEqual(['console running', 'calls', 'walls', 'phones 1', 'phones 2', 'console']);
    expect(gate.waiting).toBe(0);
  });

  it('lets an operation that waited a second go next whatever its rank', async () => {
    vi.useFakeTimers();
    const gate = new RankGate(1_000);
    const order: string[] = [];
    const a = held(order, 'a');
    const b = held(order, 'b');
    const runA = gate.run(Rank.calls, a.work);
    const consoleOp = gate.run(Rank.console, async () => void order.push('console'));
    vi.advanceTimersByTime(1_000);
    const runB = gate.run(Rank.calls, b.work);
    a.release();
    await runA;
    await consoleOp;
    b.release();
    await runB;
    expect(order).toEqual(['a', 'console', 'b']);
  });

  it('passes the place on when an operation fails', async () => {
    const gate = new RankGate();
    const failing = gate.run(Rank.calls, async () => {
      throw new Error('statement failed');
    });
    const next = gate.run(Rank.console, async () => 'ran');
    await expect(failing).rejects.toThrow('statement failed');
    await expect(next).resolves.toBe('ran');
  });

  it('knows how long ago each rank was last let in', async () => {
    vi.useFakeTimers();
    const gate = new RankGate();
    expect(gate.sinceLast(Rank.calls)).toBe(Number.POSITIVE_INFINITY);
    await gate.run(Rank.calls, async () => undefined);
    vi.advanceTimersByTime(400);
    await gate.run(Rank.behind, async () => undefined);
    expect(gate.sinceLast(Rank.calls)).toBe(400);
    expect(gate.sinceLast(Rank.behind)).toBe(0);
    expect(gate.sinceLast(Rank.console)).toBe(Number.POSITIVE_INFINITY);
  });
});
