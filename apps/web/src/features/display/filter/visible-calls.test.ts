import { SPECIAL_CODES } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { buildCall, buildConfig, buildRelations } from '../test/builders';
import { displayFilter } from './visible-calls';

// Friday 27.11.2026 12:00 UTC: 13:00 on Friday in Zurich, 21:00 in Tokyo — inside a weekend that starts on
// Friday at 18:00 there. A ward's display follows its home's zone, whatever zone the kiosk was set to.
const FRIDAY_NOON_UTC = new Date('2026-11-27T12:00:00Z');
const WARD = 10; // section 1's alerts
const NIGHT = 11; // section 2's alerts

function relationsIn(timeZone: string) {
  const conn = (section_id: number) => ({ id: section_id, section_id, call_type_id: 4 });
  return buildRelations({
    time_zone: timeZone,
    callTypes: [{ id: 4, flag: 'None', urgency: 'Normal' }],
    displayGroups: [
      { id: WARD, connections: [conn(1)] },
      { id: NIGHT, connections: [conn(2)] },
    ],
    weekend_start: 4 * 1440 + 18 * 60,
    weekend_stop: 6 * 60,
  }).callDisplayRelations;
}

const group = (id: number, period: 'weekday' | 'weekend') =>
  Object.fromEntries([1, 2, 3, 4, 5].map((i) => [`${period}_display_group_${i}_id`, i === 1 ? id : 255]));
const config = buildConfig({
  displayGroupConfig: {
    1: {
      weekday_schedule_id: SPECIAL_CODES.allDay,
      weekend_schedule_id: SPECIAL_CODES.allDay,
      ...group(WARD, 'weekday'),
      ...group(NIGHT, 'weekend'),
    } as never,
  },
});

describe('the display filter’s wall clock', () => {
  it('is the home’s: the weekday group in Zurich, the weekend group in Tokyo at the same instant', () => {
    const zurich = displayFilter(new Map([[1, relationsIn('Europe/Zurich')]]), config, FRIDAY_NOON_UTC);
    expect(zurich(buildCall(1, { section: 1 }))).toBe(true);
    expect(zurich(buildCall(2, { section: 2 }))).toBe(false);
    const tokyo = displayFilter(new Map([[1, relationsIn('Asia/Tokyo')]]), config, FRIDAY_NOON_UTC);
    expect(tokyo(buildCall(1, { section: 1 }))).toBe(false);
    expect(tokyo(buildCall(2, { section: 2 }))).toBe(true);
  });
});
