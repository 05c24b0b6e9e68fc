import { isTimeOfDay, minutesOfDay } from './formats';
import { IssueList } from './issue';
import { isBlank } from './rules';

/** A schedule splits the day into 2 to 5 slots by ascending times (spec part 1 §5, §9). */
export const SCHEDULE_MIN_STEPS = 2;
export const SCHEDULE_MAX_STEPS = 5;

/** `value` must be later than `previous.value` (both 'HH:mm'); the data names match the configurator's. */
export function timeAfterPrevious(
  field: string,
  value: string,
  previous: { field: string; value: string },
  list: IssueList,
): boolean {
  const at = minutesOfDay(value);
  const before = minutesOfDay(previous.value);
  if (at === null || before === null || at > before) return true;
  list.add(field, 'time_after_previous', { previous_field: previous.field, previous: previous.value, value });
  return false;
}

/**
 * time_1 … time_5 of a schedule, in order. The first two are required and the filled ones must come
 * first (a gap is reported as required); each must be 'HH:mm' and strictly later than the filled one
 * before it. Within one day, so a slot over midnight is the one from the last time to the first.
 */
export function checkScheduleTimes(times: readonly (string | null | undefined)[], list = new IssueList()): IssueList {
  const lastFilled = times.findLastIndex((time) => !isBlank(time));
  let previous: { field: string; value: string } | null = null;
  for (const [index, raw] of times.entries()) {
    const field = `time_${index + 1}`;
    const value = raw?.trim() ?? '';
    if (index >= SCHEDULE_MAX_STEPS) {
      if (value) list.add(field, 'max_count', { max: SCHEDULE_MAX_STEPS });
    } else if (!value) {
      if (index < SCHEDULE_MIN_STEPS || index < lastFilled) list.add(field, 'required');
    } else if (!isTimeOfDay(value)) {
      list.add(field, 'invalid_time');
    } else {
      if (previous) timeAfterPrevious(field, value, previous, list);
      previous = { field, value };
    }
  }
  for (let index = times.length; index < SCHEDULE_MIN_STEPS; index++) list.add(`time_${index + 1}`, 'required');
  return list;
}
