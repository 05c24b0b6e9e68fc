import { expect, it } from 'vitest';
import { zoneFormats } from './zone-formats';

it('builds one formatter per time zone and keeps it', () => {
  const weekday = zoneFormats({ weekday: 'short' });
  const zurich = weekday('Europe/Zurich');
  expect(weekday('Europe/Zurich')).toBe(zurich);
  expect(weekday('Pacific/Kiritimati')).not.toBe(zurich);
  // 12:00 UTC on a Monday: Tuesday already at Kiritimati (UTC+14), still Monday in Zurich.
  const at = new Date('2026-11-23T12:00:00Z');
  expect([zurich.format(at), weekday('Pacific/Kiritimati').format(at)]).toEqual(['Mon', 'Tue']);
});
