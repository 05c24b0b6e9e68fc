import { BATTERY_THRESHOLD_CRITICAL_DEFAULT, BATTERY_THRESHOLD_LOW_DEFAULT } from '../constants/constants';

/** The thresholds of the global settings (battery_threshold_low, battery_threshold_critical), percent. */
export interface BatteryThresholds {
  low: number;
  critical: number;
}

export const DEFAULT_BATTERY_THRESHOLDS: BatteryThresholds = {
  low: BATTERY_THRESHOLD_LOW_DEFAULT,
  critical: BATTERY_THRESHOLD_CRITICAL_DEFAULT,
};

/**
 * The element-level battery states of spec part 1 §4: not yet known, OK, replacement recommended
 * (below the low threshold), replacement required (below the critical one).
 */
export const BATTERY_LEVELS = ['unknown', 'ok', 'replacement_recommended', 'replacement_required'] as const;
export type BatteryLevel = (typeof BATTERY_LEVELS)[number];

export type BatteryColor = 'gray' | 'green' | 'yellow' | 'red';

/** -1 is the configurator's "no value yet"; wired devices report null. */
function isKnown(battery: number | null | undefined): battery is number {
  return battery !== null && battery !== undefined && battery !== -1 && Number.isFinite(battery);
}

export function batteryLevel(battery: number | null | undefined, thresholds: BatteryThresholds): BatteryLevel {
  if (!isKnown(battery)) return 'unknown';
  if (battery >= thresholds.low) return 'ok';
  return battery >= thresholds.critical ? 'replacement_recommended' : 'replacement_required';
}

/** Green at or above the low threshold, yellow at or above the critical one, red below. */
export function batteryColor(level: BatteryLevel): BatteryColor {
  switch (level) {
    case 'unknown':
      return 'gray';
    case 'ok':
      return 'green';
    case 'replacement_recommended':
      return 'yellow';
    case 'replacement_required':
      return 'red';
  }
}

/** "Low battery" as the tree filter means it: a known value below the low threshold. */
export function isLowBattery(battery: number | null | undefined, thresholds: BatteryThresholds): boolean {
  const level = batteryLevel(battery, thresholds);
  return level === 'replacement_recommended' || level === 'replacement_required';
}
