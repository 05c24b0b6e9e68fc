import { ServerError } from '@apollo/client/errors';
import { hasErrorCode } from '../../../ui/graphql-errors';

/** What a failed request means for the whole console (spec part 1 §8); null: the caller's business. */
export type RequestProblem = 'system-unavailable' | 'missing-auth';

export function requestProblemOf(error: unknown): RequestProblem | null {
  if (ServerError.is(error) && error.statusCode === 424) return 'system-unavailable';
  if (hasErrorCode(error, 'MISSING_AUTH')) return 'missing-auth';
  return null;
}
