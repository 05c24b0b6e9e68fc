export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

/**
 * Delay before reconnect attempt `attempt` (0-based): doubling from `initialMs`, capped at `maxMs`, and
 * jittered between half and all of that, so the links of many systems that lost the same network do not
 * hammer it in lockstep, while the delay never collapses to zero.
 */
export function backoffDelay(attempt: number, { initialMs, maxMs }: BackoffOptions, random = Math.random): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
