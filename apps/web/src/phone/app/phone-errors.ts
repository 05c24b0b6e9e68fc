import type { RequestFailed } from '../../app/connection/transport';

/** The refusals the phone's API names (apps/server/src/modules/phones/schema.graphql), each said in words. */
const KNOWN_CODES = [
  'PAIRING_CODE_INVALID',
  'PHONE_SIGN_IN_FAILED',
  'PHONE_LOGOUT_DISABLED',
  'PHONE_NOT_LICENSED',
  'PHONE_CALL_TAKEN',
  'PHONE_REJECT_ONLY',
  'PHONE_NOT_A_RECIPIENT',
  'PHONE_CALL_OVER',
  'PHONE_ACTION_NOT_ALLOWED',
  'PHONE_SUBSCRIPTIONS_OFF',
  'RATE_LIMITED',
] as const;

/** The phone namespace's key for a failed request: the refusal's own words, or why nothing answered. */
export function phoneErrorKey(error: RequestFailed): string {
  for (const e of error.errors) {
    const code = e.extensions?.code;
    if ((KNOWN_CODES as readonly unknown[]).includes(code)) return `errors.${String(code)}`;
  }
  return error.errors.length === 0 ? 'errors.unreachable' : 'errors.unknown';
}
