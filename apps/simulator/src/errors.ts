import type { FieldProblem } from './config/config-errors';

/**
 * A refusal the protocol reports to the client. Domain code throws it; the HTTP layer turns it into
 * `{ error: { key, message, ...details } }` with `status`.
 */
export class SimError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function validationFailed(errors: readonly FieldProblem[], message = 'Validation failed'): SimError {
  return new SimError(422, 'validation_failed', message, { errors });
}

export function notFound(what: string, id: number | string): SimError {
  return new SimError(404, 'not_found', `${what} ${id} does not exist`, { id });
}
