import type { GraphqlErrorLike } from '../../../app/connection/transport';

/**
 * Why the display shows no calls, in words a ward can act on (issue 14 item 6): never the server's code.
 * - notSetUp: the console's setup wizard has not finished;
 * - noSystem: set up, but no call system exists yet;
 * - notGranted: a system shown here is not one the signed-in user may use;
 * - failed: anything else that stopped calls from loading.
 */
export type DisplayProblem = 'notSetUp' | 'noSystem' | 'notGranted' | 'failed';

export interface DisplayFacts {
  setupDone: boolean;
  /** The systems the server lets this display show (publicSystemParams). */
  systemCount: number;
  error: Error | null;
}

function errorsOf(error: Error): readonly GraphqlErrorLike[] {
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as GraphqlErrorLike[]) : [];
}

/** A refusal for the system asked (MISSING_PERMISSION with reason `system`, apps/server graphql/errors.ts). */
export function isSystemRefused(error: Error): boolean {
  return errorsOf(error).some((e) => e.extensions?.code === 'MISSING_PERMISSION' && e.extensions.reason === 'system');
}

export function displayProblem({ setupDone, systemCount, error }: DisplayFacts): DisplayProblem | null {
  if (!setupDone) return 'notSetUp';
  if (systemCount === 0) return 'noSystem';
  if (!error) return null;
  return isSystemRefused(error) ? 'notGranted' : 'failed';
}

/** Problems that leave nothing to show: the notice takes the place of the calls. */
export function blocksCalls(problem: DisplayProblem | null): boolean {
  return problem === 'notSetUp' || problem === 'noSystem' || problem === 'notGranted';
}
