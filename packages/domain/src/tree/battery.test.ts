import { describe, expect, it } from 'vitest';
import { type BatteryLevel, batteryColor, batteryLevel, DEFAULT_BATTERY_THRESHOLDS, isLowBattery } from './battery';

describe('battery level (spec part 1 §4, thresholds low 40 / critical 25)', () => {
  it.each<[number | null | undefined, BatteryLevel, string, boolean]>([
    [null, 'unknown', 'gray', false],
    [undefined, 'unknown', 'gray', false],
    [-1, 'unknown', 'gray', false],
    [100, 'ok', 'green', false],
    [40, 'ok', 'green', false],
    [39, 'replacement_recommended', 'yellow', true],
    [25, 'replacement_recommended', 'yellow', true],
    [24, 'replacement_required', 'red', true],
    [0, 'replacement_required', 'red', true],
  ])('%s %% → %s, %s, low %s', (battery, level, color, low) => {
    expect(batteryLevel(battery, DEFAULT_BATTERY_THRESHOLDS)).toBe(level);
    expect(batteryColor(level)).toBe(color);
    expect(isLowBattery(battery, DEFAULT_BATTERY_THRESHOLDS)).toBe(low);
  });

  it.each<[number, BatteryLevel]>([
    [60, 'ok'],
    [59, 'replacement_recommended'],
    [10, 'replacement_recommended'],
    [9, 'replacement_required'],
  ])('follows the global settings: low 60, critical 10, %s %% → %s', (battery, level) => {
    expect(batteryLevel(battery, { low: 60, critical: 10 })).toBe(level);
  });
});
