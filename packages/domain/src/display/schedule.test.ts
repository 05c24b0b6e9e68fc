import { describe, expect, it } from 'vitest';
import { at } from './factories';
import { scheduleSlot, scheduleTimes } from './schedule';

const SHIFTS = ['06:00', '14:00', '22:00', null, null];

describe('scheduleSlot', () => {
  it.each<[string, ReadonlyArray<string | null | undefined>, string, number]>([
    ['at the first time', SHIFTS, '06:00', 0],
    ['between first and second', SHIFTS, '13:59', 0],
    ['exactly the second time', SHIFTS, '14:00', 1],
    ['a minute before the third', SHIFTS, '21:59', 1],
    ['exactly the last time', SHIFTS, '22:00', 2],
    ['late evening', SHIFTS, '23:59', 2],
    ['midnight wraps to the last slot', SHIFTS, '00:00', 2],
    ['a minute before the first wraps too', SHIFTS, '05:59', 2],
    ['one time: always its slot', ['08:00'], '07:00', 0],
    ['five times, last slot', ['01:00', '05:00', '09:00', '13:00', '17:00'], '20:00', 4],
    ['five times, fourth slot', ['01:00', '05:00', '09:00', '13:00', '17:00'], '16:59', 3],
    ['empty time_1 keeps the positions', [null, '08:00', '', '20:00'], '08:00', 1],
    ['skipped blanks before the first time wrap to time_4', [null, '08:00', '', '20:00'], '07:59', 3],
    ['malformed times are skipped', ['8 o’clock', '12:00', '25:00'], '13:00', 1],
    ['seconds are tolerated', ['06:00:00', '18:00:00'], '18:00', 1],
    ['out of order: latest time at or before now', ['22:00', '06:00'], '07:00', 1],
    ['out of order: before both wraps to the latest', ['22:00', '06:00'], '05:00', 0],
    ['no times', [], '12:00', -1],
    ['only blanks', [null, undefined, '', null, null], '12:00', -1],
  ])('%s', (_name, times, time, expected) => {
    expect(scheduleSlot(times, at('Wed', time))).toBe(expected);
  });
});

describe('scheduleTimes', () => {
  it('lists time_1 to time_5 in slot order', () => {
    expect(scheduleTimes({ id: 3, time_1: '06:00', time_3: '22:00', time_2: '14:00' })).toEqual([
      '06:00',
      '14:00',
      '22:00',
      undefined,
      undefined,
    ]);
  });
});
