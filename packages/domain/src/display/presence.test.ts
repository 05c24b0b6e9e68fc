import { describe, expect, it } from 'vitest';
import { isPresence, splitPresences } from './presence';

const call = (id: number, flag: string | null) => ({ id, call_type: flag === null ? null : { flag } });

describe('isPresence', () => {
  it.each([
    ['Presence', true],
    ['None', false],
    ['Defect', false],
    [null, false],
  ])('flag %j → %s', (flag, expected) => {
    expect(isPresence(call(1, flag))).toBe(expected);
  });

  it('a call without call_type field is no presence', () => {
    expect(isPresence({})).toBe(false);
  });
});

describe('splitPresences', () => {
  it('splits into the grid and the presences column, each in the given order', () => {
    const calls = [call(5, 'None'), call(3, 'Presence'), call(9, 'Defect'), call(1, 'Presence'), call(2, null)];
    const split = splitPresences(calls);
    expect(split.calls.map((c) => c.id)).toEqual([5, 9, 2]);
    expect(split.presences.map((c) => c.id)).toEqual([3, 1]);
  });

  it('empty in, empty out', () => {
    expect(splitPresences([])).toEqual({ calls: [], presences: [] });
  });
});
