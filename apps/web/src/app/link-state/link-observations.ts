/** A system's configurator link as last heard, and since when (this page's clock). */
export interface LinkObservation {
  state: string;
  since: number;
}

/**
 * How long a state must last before the wall says calls may be missing (ADR 0025). A link that is down,
 * refused or unknown is said at once but for a blink (a socket that reconnects in a second is no news); a
 * resync takes seconds; a commit being distributed takes minutes on hardware and only counts after one.
 */
export const MAY_MISS_CALLS_AFTER_MS: Readonly<Record<string, number>> = {
  loading: 15_000,
  processing: 60_000,
};
const OTHERWISE_AFTER_MS = 3_000;

/** Whether the calls of a system in this link state may be missing from what the page shows. */
export function mayMissCalls(observation: LinkObservation | undefined, now: number): boolean {
  // Not heard of yet: the page's own not-live overlay covers a server that does not answer.
  if (!observation || observation.state === 'ready') return false;
  return now - observation.since >= (MAY_MISS_CALLS_AFTER_MS[observation.state] ?? OTHERWISE_AFTER_MS);
}

/** A `link.state` payload, or null for anything else (the server's messages are read, not trusted blindly). */
export function linkStateOf(payload: unknown): { system_id: number; state: string; age_seconds: number } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { system_id, state, age_seconds } = payload as Record<string, unknown>;
  if (typeof system_id !== 'number' || typeof state !== 'string') return null;
  return { system_id, state, age_seconds: typeof age_seconds === 'number' && age_seconds > 0 ? age_seconds : 0 };
}

/** `server.health`: false when the server itself says calls may be missing (its database or disk). */
export function callsCompleteOf(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return true;
  return (payload as Record<string, unknown>).calls_complete !== false;
}

/** When the next observation crosses its threshold (a page re-checks then), or null when none will. */
export function nextChangeAt(observations: Iterable<LinkObservation>, now: number): number | null {
  let next: number | null = null;
  for (const observation of observations) {
    if (observation.state === 'ready') continue;
    const at = observation.since + (MAY_MISS_CALLS_AFTER_MS[observation.state] ?? OTHERWISE_AFTER_MS);
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}
