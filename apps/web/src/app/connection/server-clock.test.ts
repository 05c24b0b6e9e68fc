import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNow } from '../../ui/time/useNow';
import { createServerClock } from './server-clock';

const HOUR_MS = 3_600_000;

describe('the server clock (spec part 1 §7 `time`, ADR 0038)', () => {
  it('is the page clock until the first time message, then the server time', () => {
    let local = 1_800_000_000_000;
    const clock = createServerClock(() => local);
    expect(clock.now()).toBe(local);
    expect(clock.offsetMs()).toBeNull();

    // The kiosk runs two hours ahead of the server.
    clock.note((local - 2 * HOUR_MS) / 1000);
    expect(clock.offsetMs()).toBe(-2 * HOUR_MS);
    local += 5_000;
    expect(clock.now()).toBe(local - 2 * HOUR_MS);
  });

  it('keeps the fraction of a second and ignores payloads that are no time', () => {
    const local = 1_800_000_000_000;
    const clock = createServerClock(() => local);
    clock.note(1_800_000_000.25);
    expect(clock.offsetMs()).toBe(250);
    for (const bad of ['1800000000', null, Number.NaN, -5, 0, { seconds: 1 }]) clock.note(bad);
    expect(clock.offsetMs()).toBe(250);
  });

  it('tells its listeners of a changed offset, not of jitter', () => {
    const local = 1_800_000_000_000;
    const clock = createServerClock(() => local);
    let told = 0;
    clock.subscribe(() => told++);
    clock.note(local / 1000 + 60);
    clock.note(local / 1000 + 60.1);
    expect(told).toBe(1);
    clock.note(local / 1000);
    expect(told).toBe(2);
  });

  it('moves the ticking time of the display and the phone at once', () => {
    const local = 1_800_000_000_000;
    const clock = createServerClock(() => local);
    const { result } = renderHook(() => useNow(60_000, clock));
    expect(result.current).toBe(local);
    act(() => clock.note((local - 2 * HOUR_MS) / 1000));
    expect(result.current).toBe(local - 2 * HOUR_MS);
  });
});
