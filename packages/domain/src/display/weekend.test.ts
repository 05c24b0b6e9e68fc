import { describe, expect, it } from 'vitest';
import { at, type Day } from './factories';
import { isWeekend } from './weekend';

// The configurator's default window: Friday 18:00 → Monday 06:00, wrapping over the end of the week.
const FRI_1800 = 4 * 1440 + 18 * 60;
const MON_0600 = 6 * 60;

describe('isWeekend with the default window (6840 → 360)', () => {
  it.each<[Day, string, boolean]>([
    ['Fri', '17:59', false],
    ['Fri', '18:00', true],
    ['Sat', '12:00', true],
    ['Sun', '23:59', true],
    ['Mon', '00:00', true],
    ['Mon', '05:59', true],
    ['Mon', '06:00', false],
    ['Mon', '12:00', false],
    ['Wed', '12:00', false],
  ])('%s %s → %s', (day, time, expected) => {
    expect(isWeekend(at(day, time), FRI_1800, MON_0600)).toBe(expected);
  });
});

describe('isWeekend with other windows', () => {
  const SAT_0000 = 5 * 1440;
  const SUN_2359 = 6 * 1440 + 1439;
  it.each<[string, Day, string, number, number, boolean]>([
    ['plain window: start', 'Sat', '00:00', SAT_0000, SUN_2359, true],
    ['plain window: last minute is the stop, outside', 'Sun', '23:59', SAT_0000, SUN_2359, false],
    ['plain window: Friday night before it', 'Fri', '23:59', SAT_0000, SUN_2359, false],
    ['window wrapping Monday: Monday inside', 'Mon', '08:00', SAT_0000, 1440, true],
    ['window wrapping Monday: Tuesday is a weekday anyway', 'Tue', '00:00', SAT_0000, 2 * 1440, false],
    ['a window over the whole week leaves Tuesday a weekday', 'Tue', '12:00', 0, SUN_2359, false],
    ['… and Wednesday', 'Wed', '12:00', 0, SUN_2359, false],
    ['… and Thursday', 'Thu', '23:59', 0, SUN_2359, false],
    ['… but Monday is weekend', 'Mon', '12:00', 0, SUN_2359, true],
    ['… and Friday', 'Fri', '00:00', 0, SUN_2359, true],
    ['a window on Wednesday only never applies', 'Wed', '12:00', 2 * 1440, 3 * 1440, false],
    ['equal start and stop: no weekend', 'Sat', '12:00', FRI_1800, FRI_1800, false],
  ])('%s', (_name, day, time, start, stop, expected) => {
    expect(isWeekend(at(day, time), start, stop)).toBe(expected);
  });
});
