export interface ElapsedParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole days, hours, minutes and seconds of a duration in seconds, for texts like "after 1 min 12 s".
 * Fractions are cut off (a call is not "1 min" old before the minute is full); a negative or unreadable
 * duration — clocks of server and configurator disagree — counts as 0 rather than showing "−3 s".
 */
export function splitElapsed(seconds: number): ElapsedParts {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
