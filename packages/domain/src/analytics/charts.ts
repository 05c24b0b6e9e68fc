/**
 * The analytics charts' fixed parts (issue 15, ADR 0040): the shifts a care home's day is cut into, the
 * bins of the response-time distribution and the longest period the charts read. The spec names none of
 * them; these are the usual ones of German-speaking care homes (Frühdienst, Spätdienst, Nachtdienst).
 */

export type ShiftCode = 'early' | 'late' | 'night';

/** Start hours in the system's time zone; a shift runs until the next one starts. */
export const SHIFTS: readonly { code: ShiftCode; from: number }[] = [
  { code: 'early', from: 6 },
  { code: 'late', from: 14 },
  { code: 'night', from: 22 },
];

/** The shift an hour of the day (0–23, system time zone) belongs to. */
export function shiftOfHour(hour: number): ShiftCode {
  let shift: ShiftCode = SHIFTS[SHIFTS.length - 1]?.code ?? 'night';
  for (const s of SHIFTS) if (hour >= s.from) shift = s.code;
  return shift;
}

/**
 * Upper edges (seconds, exclusive) of the response-time bins: under 1, 3, 5, 10 and 20 minutes, and a last
 * bin for everything longer. A call is answered at the bed, so minutes, not seconds, tell care apart.
 */
export const RESPONSE_BIN_EDGES: readonly number[] = [60, 180, 300, 600, 1200];

/** The bin (0 … RESPONSE_BIN_EDGES.length) a response time falls into. */
export function responseBin(seconds: number): number {
  const i = RESPONSE_BIN_EDGES.findIndex((edge) => seconds < edge);
  return i === -1 ? RESPONSE_BIN_EDGES.length : i;
}

/** The longest period the charts read at once: a quarter. Longer ones are refused, not cut. */
export const ANALYTICS_MAX_DAYS = 92;

/** The periods the page offers, in days back from now. */
export const ANALYTICS_PERIODS: readonly number[] = [1, 7, 30, 90];

/** How many devices the busiest-devices chart shows. */
export const BUSIEST_DEVICES = 10;
