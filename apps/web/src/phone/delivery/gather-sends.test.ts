import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AckBatch, gatherAcknowledgements } from './gather-sends';

function recorder(fail?: (batch: AckBatch) => boolean) {
  const sent: AckBatch[] = [];
  const gather = gatherAcknowledgements(async (batch) => {
    sent.push(batch);
    if (fail?.(batch)) throw new Error('refused');
    return sent.length;
  }, 500);
  return { sent, gather };
}

describe('gatherAcknowledgements', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the first at the end of the task and those of the next half second together at its end', async () => {
    vi.useFakeTimers();
    const { sent, gather } = recorder();
    const first = gather.add([1]);
    expect(sent).toEqual([]);
    await expect(first).resolves.toBe(1);
    expect(sent).toEqual([{ confirmed: [1], opened: [] }]);
    const second = gather.add([2]);
    const third = gather.add([3, 2]);
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent[1]).toEqual({ confirmed: [2, 3], opened: [] });
    // Both adds carried by the same request get its answer.
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
    // A quiet window later, the next goes at once again.
    await vi.advanceTimersByTimeAsync(500);
    await gather.add([4]);
    expect(sent[2]).toEqual({ confirmed: [4], opened: [] });
  });

  it('sends a confirmation and an opening of one update in one request, the opened call not confirmed twice', async () => {
    const { sent, gather } = recorder();
    const confirmed = gather.add([1, 2]);
    const opened = gather.add([1], 'opened');
    await expect(Promise.all([confirmed, opened])).resolves.toEqual([1, 1]);
    expect(sent).toEqual([{ confirmed: [2], opened: [1] }]);
  });

  it('sends what waits at once when flushed, and passes a failed request on to every add it carried', async () => {
    vi.useFakeTimers();
    const { sent, gather } = recorder((batch) => batch.confirmed.includes(6));
    await gather.add([5]);
    const waiting = gather.add([6]);
    const alsoWaiting = gather.add([7], 'opened');
    gather.flush();
    expect(sent).toEqual([
      { confirmed: [5], opened: [] },
      { confirmed: [6], opened: [7] },
    ]);
    await expect(waiting).rejects.toThrow('refused');
    await expect(alsoWaiting).rejects.toThrow('refused');
    // Nothing is sent twice: the window's timer found nothing left.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(2);
  });
});
