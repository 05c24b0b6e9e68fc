// Test factories for the display rules (not exported from the package).
import type { CallTypeLike } from './call-filter';
import type { OrderableCall } from './call-order';
import type { WallClock, Weekday } from './clock';
import { SPECIAL_CODES } from './codes';
import type { DisplayGroupSetting } from './display-groups';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Day = (typeof DAYS)[number];

/** at('Fri', '18:00') */
export function at(day: Day, time: string): WallClock {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { weekday: DAYS.indexOf(day) as Weekday, minutes: hours * 60 + minutes };
}

type Groups = [number?, number?, number?, number?, number?];

/** A setting with the given schedules and display groups; unlisted groups are none (255). */
export function buildSetting(
  weekday: { schedule: number; groups: Groups },
  weekend: { schedule: number; groups: Groups } = weekday,
): DisplayGroupSetting {
  const slots = (period: 'weekday' | 'weekend', groups: Groups) =>
    Object.fromEntries([0, 1, 2, 3, 4].map((i) => [`${period}_display_group_${i + 1}_id`, groups[i] ?? 255]));
  return {
    weekday_schedule_id: weekday.schedule,
    weekend_schedule_id: weekend.schedule,
    ...slots('weekday', weekday.groups),
    ...slots('weekend', weekend.groups),
  } as DisplayGroupSetting;
}

/** The same display group all day, every day. */
export const allDay = (group: number) => buildSetting({ schedule: SPECIAL_CODES.allDay, groups: [group] });

export function buildCallType(id: number, urgency = 'Normal', flag = 'None'): CallTypeLike & { sort_order: number } {
  return { id, urgency, flag, sort_order: id };
}

export function buildCall(
  id: number,
  openedAt: string,
  callType: { urgency: string; sort_order?: number | null } | null = { urgency: 'Normal', sort_order: 10 },
): OrderableCall {
  return { id, opened_at: openedAt, call_type: callType };
}
