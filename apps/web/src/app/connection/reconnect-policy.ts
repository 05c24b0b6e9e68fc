/**
 * Backend reconnect (spec part 1 §9): the first two attempts go at once, then attempt × 250 ms,
 * capped at 6000 ms, for ever. `attempt` counts from 1.
 */
export const RECONNECT_STEP_MS = 250;
export const RECONNECT_MAX_MS = 6000;

export function reconnectDelayMs(attempt: number): number {
  if (attempt <= 2) return 0;
  return Math.min(attempt * RECONNECT_STEP_MS, RECONNECT_MAX_MS);
}

/** A ping this often, and a link without a pong this long after a ping is dead. */
export const PING_INTERVAL_MS = 5000;
export const PONG_TIMEOUT_MS = 3000;

/**
 * A server that accepts the TCP connection but never answers (hung, or a proxy holding the line)
 * leaves a WebSocket connecting for ever, and graphql-ws waiting for ever: give up on an attempt
 * that has not opened, or not been acknowledged, within this long, and try again.
 */
export const CONNECT_TIMEOUT_MS = 5000;
