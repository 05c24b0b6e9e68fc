import { describe, expect, it } from 'vitest';
import { forecastBattery, walkingOrder } from './battery-forecast';

const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (d: number, battery: number) => ({ at: new Date(NOW.getTime() - d * 86_400_000), battery });

describe('forecastBattery', () => {
  it.each([
    ['no readings', [], { drainPerDay: null, replaceBy: null }],
    ['one reading', [daysAgo(1, 80)], { drainPerDay: null, replaceBy: null }],
    ['readings within a few hours', [daysAgo(0.2, 80), daysAgo(0.1, 79)], { drainPerDay: null, replaceBy: null }],
    ['a steady battery', [daysAgo(10, 80), daysAgo(5, 80), daysAgo(0, 80)], { drainPerDay: 0, replaceBy: null }],
  ])('%s: no forecast', (_name, readings, expected) => {
    expect(forecastBattery(readings, 25, NOW)).toEqual(expected);
  });

  it('extrapolates 2 % a day from 45 % to 25 % in ten days', () => {
    const f = forecastBattery([daysAgo(10, 65), daysAgo(5, 55), daysAgo(0, 45)], 25, NOW);
    expect(f.drainPerDay).toBe(2);
    expect(f.replaceBy?.toISOString()).toBe('2026-12-07T12:00:00.000Z');
  });

  it('starts anew after a replacement and ignores readings older than the trend window', () => {
    const f = forecastBattery(
      [daysAgo(60, 10), daysAgo(8, 30), daysAgo(6, 100), daysAgo(3, 97), daysAgo(0, 94)],
      25,
      NOW,
    );
    expect(f.drainPerDay).toBe(1);
    expect(f.replaceBy?.toISOString()).toBe('2027-02-04T12:00:00.000Z');
  });

  it('says now for a battery already at the critical threshold', () => {
    expect(forecastBattery([daysAgo(2, 30), daysAgo(0, 25)], 25, NOW).replaceBy).toEqual(NOW);
  });
});

describe('walkingOrder', () => {
  it('sorts by floor, section, room and device, numbers as numbers', () => {
    const row = (floor: string, place: string, device: string) => ({ floor, section: 'A', place, device });
    const sorted = walkingOrder([row('2. OG', '201', 'x'), row('1. OG', '110', 'b'), row('1. OG', '12', 'a')]);
    expect(sorted.map((r) => `${r.floor}/${r.place}`)).toEqual(['1. OG/12', '1. OG/110', '2. OG/201']);
  });
});
