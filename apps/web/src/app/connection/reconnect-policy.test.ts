import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-policy';

describe('reconnect delay (spec part 1 §9)', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 750],
    [4, 1000],
    [10, 2500],
    [24, 6000],
    [25, 6000],
    [1000, 6000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(reconnectDelayMs(attempt)).toBe(ms);
  });
});
