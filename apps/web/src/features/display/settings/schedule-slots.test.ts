import { describe, expect, it } from 'vitest';
import { type ScheduleSlot, scheduleSlots } from './schedule-slots';

const schedules = [
  { id: 1, time_1: '06:00', time_2: '18:00', time_3: null, time_4: null, time_5: null },
  { id: 2, time_1: '06:00', time_2: '10:00', time_3: '14:00', time_4: '18:00', time_5: '22:00:00' },
  { id: 3, time_1: '07:00', time_2: '', time_3: '19:00', time_4: null, time_5: null },
];

describe('display-group rows of a schedule', () => {
  it.each<[string, number, ScheduleSlot[]]>([
    ['none has no row', 255, []],
    ['all day has one', 20, [{ slot: 1, time: null }]],
    [
      'two times, two rows',
      1,
      [
        { slot: 1, time: '06:00' },
        { slot: 2, time: '18:00' },
      ],
    ],
    [
      'five times, five rows',
      2,
      ['06:00', '10:00', '14:00', '18:00', '22:00'].map((time, i) => ({ slot: i + 1, time })),
    ],
    [
      'an empty time keeps the positions',
      3,
      [
        { slot: 1, time: '07:00' },
        { slot: 3, time: '19:00' },
      ],
    ],
    ['an unknown schedule has none', 9, []],
  ])('%s', (_label, id, rows) => {
    expect(scheduleSlots(id, schedules)).toEqual(rows);
  });
});
