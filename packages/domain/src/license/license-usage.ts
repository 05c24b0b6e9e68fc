import type { LicenseLimits } from './license';

/** The licence page warns from this share of a limit on (issue 16: "warnings when a limit is near"). */
export const LICENSE_NEAR_SHARE = 0.9;

/**
 * Where the use of one limit stands. A negative limit is unlimited (as the phones' check reads it); a
 * limit of 0 with nothing used is a module not bought, which needs no warning.
 *
 *   used 8 of 10 → ok · 9 of 10 → near · 10 of 10 → reached · 11 of 10 → over (licence replaced by a smaller one)
 */
export type LimitLevel = 'unlimited' | 'ok' | 'near' | 'reached' | 'over';

export function limitLevel(used: number, limit: number): LimitLevel {
  if (limit < 0) return 'unlimited';
  if (used > limit) return 'over';
  if (limit === 0) return 'ok';
  if (used === limit) return 'reached';
  return used >= limit * LICENSE_NEAR_SHARE ? 'near' : 'ok';
}

export const LICENSE_LIMIT_KINDS = [
  'devices',
  'visuals',
  'app_clients',
  'systems',
] as const satisfies readonly (keyof LicenseLimits)[];
export type LicenseLimitKind = (typeof LICENSE_LIMIT_KINDS)[number];

/** The limits that need a word on the licence page, in the page's order. */
export function limitWarnings(
  used: LicenseLimits,
  limits: LicenseLimits,
): { kind: LicenseLimitKind; level: LimitLevel }[] {
  return LICENSE_LIMIT_KINDS.map((kind) => ({ kind, level: limitLevel(used[kind], limits[kind]) })).filter(
    (w) => w.level === 'near' || w.level === 'reached' || w.level === 'over',
  );
}
