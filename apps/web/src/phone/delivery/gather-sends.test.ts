import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatherSends } from './gather-sends';

describe('gatherSends', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the first ids at once and those of the next half second together at its end', async () => {
    vi.useFakeTimers();
    const sent: number[][] = [];
    const gather = gatherSends(async (ids) => {
      sent.push(ids);
      return sent.length;
    }, 500);
    await expect(gather.add([1])).resolves.toBe(1);
    const second = gather.add([2]);
    const third = gather.add([3, 2]);
    expect(sent).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[1], [2, 3]]);
    // Both adds carried by the same send get its answer.
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
    // A quiet window later, the next goes at once again.
    await vi.advanceTimersByTimeAsync(500);
    await gather.add([4]);
    expect(sent).toEqual([[1], [2, 3], [4]]);
  });

  it('sends what waits at once when flushed, and passes a failed send on to every add it carried', async () => {
    vi.useFakeTimers();
    const sent: number[][] = [];
    const gather = gatherSends(async (ids) => {
      sent.push(ids);
      if (ids.includes(6)) throw new Error('refused');
      return 'ok';
    }, 500);
    await gather.add([5]);
    const waiting = gather.add([6]);
    gather.flush();
    expect(sent).toEqual([[5], [6]]);
    await expect(waiting).rejects.toThrow('refused');
  });
});
