import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCareHome } from '../../fixtures/care-home';
import { Engine } from '../engine';
import { HISTORY_BACKLOG_BYTES, HISTORY_CHUNK, historyRequest, recordHistory } from './history';

const END = new Date('2026-06-15T10:00:00Z');

function engine(): Engine {
  return new Engine({
    facility: buildCareHome(),
    stateFile: null,
    commitMs: 0,
    tickMs: 0,
    seed: 1,
    eventRetention: 1_000,
    onWriteError: (error) => {
      throw error;
    },
  });
}

describe('recordHistory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appends a step only when the slowest reader has sent the one before', async () => {
    // Fake timers stop the wait between steps; the engine itself runs on promises only.
    vi.useFakeTimers();
    const sim = engine();
    let backlog = 0;
    const received: number[] = [];
    let stepArrived = () => {};
    sim.bus.subscribe(
      (events) => {
        received.push(...events.map((event) => event.seq));
        backlog += events.length * 2 * (HISTORY_BACKLOG_BYTES / HISTORY_CHUNK);
        stepArrived();
      },
      () => backlog,
    );
    const nextStep = () => new Promise<void>((resolve) => (stepArrived = resolve));

    let arrived = nextStep();
    const run = recordHistory(sim, { days: 20, perDay: 150, seed: 1, end: END });
    await arrived;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(received).toHaveLength(HISTORY_CHUNK);

    arrived = nextStep();
    backlog = 0;
    await vi.advanceTimersByTimeAsync(10);
    await arrived;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(received).toHaveLength(2 * HISTORY_CHUNK);

    backlog = 0;
    await vi.advanceTimersByTimeAsync(10);
    expect(await run).toMatchObject({ calls: 3_000, seq: 3_000 });
    expect(received).toEqual(Array.from({ length: 3_000 }, (_, index) => index + 1));
  });

  it('takes the call ids up front, so a call opened meanwhile comes after them', async () => {
    const sim = engine();
    const run = recordHistory(sim, { days: 2, perDay: 600, seed: 1, end: END });
    const live = await sim.mutate((ctx) => ctx.state.next_call_id);

    expect(live).toBe(1_201);
    expect((await run).calls).toBe(1_200);
  });
});

describe('historyRequest', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  const body = { days: 3, per_day: 150, seed: null, end: null };

  it.each([
    ['now and the simulator seed by default', body, { days: 3, perDay: 150, seed: 42, end: now }],
    [
      'the given seed and end',
      { ...body, seed: 5, end: '2026-01-01T00:00:00Z' },
      { seed: 5, end: new Date('2026-01-01T00:00:00Z') },
    ],
    ['exactly now', { ...body, end: now.toISOString() }, { end: now }],
    ['exactly 200,000 calls', { ...body, days: 400, per_day: 500 }, { days: 400, perDay: 500 }],
  ])('takes %s', (_name, input, expected) => {
    expect(historyRequest(input, now, 42)).toMatchObject(expected);
  });

  it.each([
    ['a millisecond in the future', { ...body, end: '2026-06-15T10:00:00.001Z' }, 'end'],
    ['a day that does not exist', { ...body, end: '2026-02-30T10:00:00Z' }, 'end'],
    ['200,001 calls and more', { ...body, days: 400, per_day: 501 }, 'per_day'],
  ])('refuses %s', (_name, input, field) => {
    expect(() => historyRequest(input, now, 42)).toThrow(
      expect.objectContaining({ status: 422, details: { errors: [expect.objectContaining({ field })] } }),
    );
  });
});
