import type { ValidationIssue } from '@wardlight/domain';
import { GraphQLError } from 'graphql';

/** Codes the web reacts to (spec part 1 §8). The code is also the message, which the spec matches on. */
export function missingAuth(): GraphQLError {
  return new GraphQLError('MISSING_AUTH', { extensions: { code: 'MISSING_AUTH', http: { status: 200 } } });
}

export function missingPermission(reason: 'permission' | 'license' | 'system' = 'permission'): GraphQLError {
  return new GraphQLError('MISSING_PERMISSION', { extensions: { code: 'MISSING_PERMISSION', reason } });
}

/**
 * Thrown by services with every problem of one input. The validation plugin turns it into one
 * GraphQL error per issue with `extensions: { validation: true, field, key, data }`, as clients
 * group errors per field.
 */
export class ValidationFailed extends GraphQLError {
  constructor(readonly issues: readonly ValidationIssue[]) {
    const first = issues[0];
    super('validation failed', {
      extensions: {
        code: 'VALIDATION_FAILED',
        validation: true,
        field: first?.field,
        key: first?.key,
        data: first?.data,
      },
    });
  }
}

/** A refusal with a message the client knows how to translate (e.g. 'activation failed: already_activated'). */
export function userError(message: string, code = 'BAD_REQUEST'): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export function notFound(entity: string, id: number | string): GraphQLError {
  return new GraphQLError(`${entity} ${id} not found`, { extensions: { code: 'NOT_FOUND', entity, id } });
}
