// The display fleet and its latency watchdog (issue 14 items 2 and 3, ADR 0038): the numbers both ends
// agree on, and the rule for the percentiles the fleet page shows.

/** A display or phone says it is there this often (and on connect); cheap, and never on the call path. */
export const HEARTBEAT_EVERY_MS = 30_000;
/** A display that was live and sent nothing for longer is a technical fault (IEC 60601-1-8). */
export const SILENT_AFTER_MS = 60_000;
/** DIN VDE 0834: a call reaches staff within 5 s of the press; a screen rendering later is a fault. */
export const RENDER_BUDGET_MS = 5_000;
/** A kiosk whose clock is off by more than this is worth a technician's look (issue 14 item 1). */
export const CLOCK_OFF_MS = 60_000;
/** Renders a heartbeat carries at most: a burst of calls is sampled, not queued. */
export const RENDERS_PER_HEARTBEAT = 50;

export const SCREEN_KINDS = ['display', 'phone'] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];

/**
 * The `p`-th percentile (0–100) of `samples` by the nearest-rank method: always one of the samples, so a
 * p95 over a few renders is the slowest of them, not an interpolation nobody saw. Null without samples.
 */
export function percentile(samples: readonly number[], p: number): number | null {
  if (samples.length === 0) return null;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}
