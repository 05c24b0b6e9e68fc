/** Below this a call reads "just now" (spec part 2 §9). */
export const JUST_NOW_MS = 10_000;

export type TimeSince =
  | { key: 'justNow' }
  | { key: 'seconds'; count: number }
  | { key: 'minutes'; count: number }
  | { key: 'hours'; hours: number; minutes: number };

/** How long a call has been open, in the unit a glance across the room needs. */
export function timeSince(openedAt: string, now: number): TimeSince {
  const ms = Math.max(0, now - Date.parse(openedAt));
  if (Number.isNaN(ms) || ms < JUST_NOW_MS) return { key: 'justNow' };
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return { key: 'seconds', count: seconds };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'minutes', count: minutes };
  return { key: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
