import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottle } from './throttle';

describe('at most one refetch a second', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first change at once and folds the next ones into one run a second later', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 1000);
    throttle.call();
    expect(run).toHaveBeenCalledTimes(1);
    throttle.call();
    throttle.call();
    vi.advanceTimersByTime(999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet second', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 1000);
    throttle.call();
    vi.advanceTimersByTime(1500);
    throttle.call();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('forgets a pending run when cancelled', () => {
    const run = vi.fn();
    const throttle = createThrottle(run, 1000);
    throttle.call();
    throttle.call();
    throttle.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
