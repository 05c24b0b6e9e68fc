import { describe, expect, it } from 'vitest';
import { NODE_SCHEDULE_FIELDS, scheduleSlotCount, unusedDisplayGroups } from './node-schedules';

const SCHEDULES = [
  { id: 1, time_1: '06:00', time_2: '14:00', time_3: '22:00' },
  { id: 2, time_1: '07:00', time_2: '19:00', time_3: '', time_4: null },
];

describe('display-group rows of a schedule', () => {
  it.each<[string, number | null, number]>([
    ['no schedule', null, 0],
    ['the none code', 255, 0],
    ['all day', 20, 1],
    ['three times', 1, 3],
    ['blank times do not count', 2, 2],
    ['a schedule that no longer exists', 9, 0],
  ])('%s', (_label, id, rows) => {
    expect(scheduleSlotCount(id, SCHEDULES)).toBe(rows);
  });
});

describe('display groups of slots a schedule does not have', () => {
  it('are none (255) under a schedule and empty without one', () => {
    expect(unusedDisplayGroups({ weekday_schedule_id: 1, weekend_schedule_id: null }, SCHEDULES)).toEqual({
      weekday_display_group_4_id: 255,
      weekday_display_group_5_id: 255,
      weekend_display_group_1_id: null,
      weekend_display_group_2_id: null,
      weekend_display_group_3_id: null,
      weekend_display_group_4_id: null,
      weekend_display_group_5_id: null,
    });
  });

  it('leave every slot of an all-day schedule but the first', () => {
    expect(Object.keys(unusedDisplayGroups({ weekday_schedule_id: 20, weekend_schedule_id: 20 }, []))).toHaveLength(8);
  });

  it('name twelve fields, a schedule and five groups per time of the week', () => {
    expect(NODE_SCHEDULE_FIELDS).toHaveLength(12);
    expect(NODE_SCHEDULE_FIELDS.slice(0, 2)).toEqual(['weekday_schedule_id', 'weekday_display_group_1_id']);
  });
});
