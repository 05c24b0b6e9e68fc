import { describe, expect, it } from 'vitest';
import { IssueList } from './issue';
import { checkScheduleTimes, timeAfterPrevious } from './schedule';
import { issueCodes } from './testing';

function codes(times: (string | null)[]): string[] {
  return issueCodes((list) => checkScheduleTimes(times, list));
}

describe('checkScheduleTimes', () => {
  it.each<[(string | null)[], string[]]>([
    [['07:00', '19:00'], []],
    [['06:00', '08:00', '12:00', '18:00', '22:00'], []],
    [['07:00', '19:00', null, null, null], []],
    [['07:00', '19:00', '', ' ', null], []],
    [[], ['time_1:required', 'time_2:required']],
    [['07:00'], ['time_2:required']],
    [['07:00', null, null, null, null], ['time_2:required']],
    [['07:00', null, '12:00'], ['time_2:required']],
    [['07:00', '19:00', null, '21:00'], ['time_3:required']],
    [['08:00', '07:00'], ['time_2:time_after_previous']],
    [['08:00', '08:00'], ['time_2:time_after_previous']],
    // each time against the one just before: only the offending one is reported
    [['08:00', '12:00', '10:00', '11:00'], ['time_3:time_after_previous']],
    [['07:00', '7:30', '08:00'], ['time_2:invalid_time']],
    [['07:00', '25:00'], ['time_2:invalid_time']],
    [['01:00', '02:00', '03:00', '04:00', '05:00', '06:00'], ['time_6:max_count']],
  ])('%j → %j', (times, expected) => {
    expect(codes(times)).toEqual(expected);
  });

  it('names the previous time as the configurator does', () => {
    const list = checkScheduleTimes(['08:00', '07:00']);
    expect(list.issues).toEqual([
      {
        field: 'time_2',
        key: 'time_after_previous',
        data: { previous_field: 'time_1', previous: '08:00', value: '07:00' },
      },
    ]);
  });

  it('adds to a given list', () => {
    const list = new IssueList().add('name', 'required');
    expect(checkScheduleTimes(['07:00', '06:00'], list)).toBe(list);
    expect(list.issues.map((i) => i.field)).toEqual(['name', 'time_2']);
  });
});

describe('timeAfterPrevious', () => {
  it.each([
    ['08:01', '08:00', true],
    ['08:00', '08:00', false],
    ['00:00', '23:59', false],
  ])('%s after %s: %s', (value, previous, ok) => {
    const list = new IssueList();
    expect(timeAfterPrevious('t', value, { field: 'p', value: previous }, list)).toBe(ok);
    expect(list.ok).toBe(ok);
  });
});
