/**
 * The phone app's timeouts in seconds (spec part 2 §3 App settings, ADR 0031), as the server accepts
 * them and the settings page offers them: short enough to matter, long enough to be sane.
 */
export const APP_TIMEOUT_RANGES = {
  resend_timeout: { min: 5, max: 3_600 },
  escalation_timeout: { min: 10, max: 3_600 },
  release_timeout: { min: 10, max: 86_400 },
  relevant_calls_timeout: { min: 0, max: 86_400 },
  relevant_alerts_timeout: { min: 0, max: 86_400 },
} as const;

export type AppTimeout = keyof typeof APP_TIMEOUT_RANGES;
export const APP_TIMEOUTS = Object.keys(APP_TIMEOUT_RANGES) as AppTimeout[];
