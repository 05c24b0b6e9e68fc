import { splitElapsed } from '@wardlight/domain';

export const DURATION_UNITS = ['d', 'h', 'min', 's'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export interface DurationPart {
  unit: DurationUnit;
  value: number;
}

/**
 * The largest units of a duration, as many as `maxUnits`, from the first that is not zero: 72 s is
 * 1 min 12 s, 3,725 s is 1 h 2 min (the seconds no longer matter), 3,605 s is 1 h. Zero is 0 s.
 */
export function durationParts(seconds: number, maxUnits = 2): DurationPart[] {
  const { days, hours, minutes, seconds: rest } = splitElapsed(seconds);
  const all: DurationPart[] = [
    { unit: 'd', value: days },
    { unit: 'h', value: hours },
    { unit: 'min', value: minutes },
    { unit: 's', value: rest },
  ];
  const first = all.findIndex((part) => part.value > 0);
  if (first < 0) return [{ unit: 's', value: 0 }];
  return all.slice(first, first + maxUnits).filter((part) => part.value > 0);
}

/** "1 min 12 s" with the units' texts of the language (`unitText('min', 1)` → "1 min"). */
export function durationText(
  seconds: number,
  unitText: (unit: DurationUnit, count: number) => string,
  maxUnits = 2,
): string {
  return durationParts(seconds, maxUnits)
    .map((part) => unitText(part.unit, part.value))
    .join(' ');
}

/**
 * A call's duration in seconds: the stored one, else from its times — until it closed, or for an open
 * call until `now`.
 */
export function callSeconds(
  call: { opened_at: string; closed_at?: string | null; duration?: number | null },
  now: number,
): number {
  if (call.duration !== null && call.duration !== undefined) return call.duration;
  const end = call.closed_at ? new Date(call.closed_at).getTime() : now;
  return Math.max(0, Math.floor((end - new Date(call.opened_at).getTime()) / 1000));
}
