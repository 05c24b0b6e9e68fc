import { describe, expect, it } from 'vitest';
import type { WallClock } from './clock';
import { activeDisplayGroupIds, type DisplayGroupRelations, type DisplayGroupSelection } from './display-groups';
import { allDay, at, buildSetting } from './factories';

const relations: DisplayGroupRelations = {
  schedules: [
    { id: 1, time_1: '06:00', time_2: '14:00', time_3: '22:00' },
    { id: 2, time_1: '08:00', time_2: '20:00' },
    { id: 3, time_1: null, time_2: '' },
  ],
  displayGroups: [11, 12, 13, 21, 22].map((id) => ({ id, connections: [] })),
  weekend_start: 6840, // Friday 18:00
  weekend_stop: 360, // Monday 06:00
};

const shifts = buildSetting({ schedule: 1, groups: [11, 12, 13] }, { schedule: 2, groups: [21, 22] });
const groups = (...ids: number[]): DisplayGroupSelection => ({ kind: 'groups', ids });
const none: DisplayGroupSelection = { kind: 'none' };

describe('activeDisplayGroupIds', () => {
  it.each<[string, Parameters<typeof activeDisplayGroupIds>[0], WallClock, DisplayGroupSelection]>([
    ['no setting: no filter', null, at('Wed', '12:00'), none],
    ['weekday, first slot at its start', shifts, at('Wed', '06:00'), groups(11)],
    ['weekday, second slot', shifts, at('Wed', '14:00'), groups(12)],
    ['weekday, third slot', shifts, at('Thu', '23:00'), groups(13)],
    ['weekday before the first time: the last slot', shifts, at('Tue', '05:59'), groups(13)],
    ['Friday before the weekend starts', shifts, at('Fri', '17:59'), groups(12)],
    ['Friday at 18:00 the weekend schedule', shifts, at('Fri', '18:00'), groups(21)],
    ['Saturday after 20:00', shifts, at('Sat', '20:00'), groups(22)],
    ['Monday 05:59 still weekend, before its first time', shifts, at('Mon', '05:59'), groups(22)],
    ['Monday 06:00 weekday again', shifts, at('Mon', '06:00'), groups(11)],
    ['schedule none (255): no filter', buildSetting({ schedule: 255, groups: [11] }), at('Wed', '12:00'), none],
    ['all day (20) takes group 1', buildSetting({ schedule: 20, groups: [12, 13] }), at('Wed', '03:00'), groups(12)],
    ['group 254: all', allDay(254), at('Sat', '12:00'), { kind: 'all' }],
    ['group 253: section', allDay(253), at('Sat', '12:00'), { kind: 'section' }],
    ['group 255: no filter', allDay(255), at('Wed', '12:00'), none],
    ['group -1 from the address: no filter', allDay(-1), at('Wed', '12:00'), none],
    ['a slot left empty reads 255: no filter', buildSetting({ schedule: 1, groups: [11] }), at('Wed', '15:00'), none],
    ['a deleted display group: no filter', allDay(99), at('Wed', '12:00'), none],
    ['a deleted schedule: no filter', buildSetting({ schedule: 7, groups: [11] }), at('Wed', '12:00'), none],
    ['a schedule without times: no filter', buildSetting({ schedule: 3, groups: [11] }), at('Wed', '12:00'), none],
  ])('%s', (_name, setting, clock, expected) => {
    expect(activeDisplayGroupIds(setting, relations, clock)).toEqual(expected);
  });

  it('Tuesday to Thursday use the weekday schedule even when the window covers the whole week', () => {
    const allWeek = { ...relations, weekend_start: 0, weekend_stop: 10079 };
    expect(activeDisplayGroupIds(shifts, allWeek, at('Mon', '12:00'))).toEqual(groups(21));
    expect(activeDisplayGroupIds(shifts, allWeek, at('Wed', '12:00'))).toEqual(groups(11));
  });
});
