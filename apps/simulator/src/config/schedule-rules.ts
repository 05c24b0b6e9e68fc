import type { FieldProblem } from './config-errors';
import type { Schedule } from './entities';

export const SCHEDULE_MIN_STEPS = 2;
export const SCHEDULE_MAX_STEPS = 5;

const TIME_FIELDS = ['time_1', 'time_2', 'time_3', 'time_4', 'time_5'] as const;

function minutes(time: string): number {
  const [hours, mins] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
}

/**
 * A schedule switches display groups at 2 to 5 times of day. The steps fill time_1 upwards without gaps
 * and each is later than the one before (spec: "time must be later than the previous").
 */
export function scheduleProblems(schedule: Schedule): FieldProblem[] {
  const problems: FieldProblem[] = [];
  let steps = 0;
  let previous: { field: string; time: string } | null = null;
  let gapAt: string | null = null;
  for (const name of TIME_FIELDS) {
    const time = schedule[name];
    if (time === null) {
      gapAt ??= name;
      continue;
    }
    if (gapAt !== null) {
      problems.push({ key: 'invalid_value', field: gapAt, data: { reason: 'required' } });
      gapAt = null;
    }
    steps += 1;
    if (previous && minutes(time) <= minutes(previous.time)) {
      problems.push({
        key: 'schedule_intervals_not_ascending',
        field: name,
        data: { previous_field: previous.field, previous: previous.time, value: time },
      });
    }
    previous = { field: name, time };
  }
  if (steps < SCHEDULE_MIN_STEPS) {
    const field = TIME_FIELDS[steps] ?? 'time_1';
    problems.push({ key: 'invalid_value', field, data: { reason: 'min_steps', min: SCHEDULE_MIN_STEPS } });
  }
  return problems;
}
