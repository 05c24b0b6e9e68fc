import { describe, expect, it } from 'vitest';
import { isDeviceKind, isNodeKind, isPositionOutdated } from './node-kinds';

describe('node kinds', () => {
  it.each([
    ['radio', true, true],
    ['wired', true, true],
    ['tech', true, true],
    ['device', true, true],
    ['room', true, false],
    ['building', true, false],
    ['lamp', false, false],
  ])('%s: a kind %s, a device %s', (kind, known, device) => {
    expect(isNodeKind(kind)).toBe(known);
    expect(isDeviceKind(kind)).toBe(device);
  });
});

describe('position outdated after one day (spec part 1 §9)', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  it.each<[string | null, boolean]>([
    [null, false],
    ['2026-03-02T11:00:00Z', false],
    ['2026-03-01T12:00:00Z', false],
    ['2026-03-01T11:59:59Z', true],
    ['not a time', false],
  ])('%s → %s', (at, outdated) => {
    expect(isPositionOutdated(at, now)).toBe(outdated);
  });
});
