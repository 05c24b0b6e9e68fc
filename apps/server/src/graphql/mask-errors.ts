import { GraphQLError } from 'graphql';
import type { Logger } from '../logger';

/**
 * Errors the code raised on purpose (GraphQLError: refusals, validation, not found) go to the client
 * as they are; anything else is a fault: its stack goes to the log and the client sees only
 * "Unexpected error.", so no SQL or file path leaks out.
 */
export function maskInternalErrors(log: Logger) {
  return (error: unknown, message: string): Error => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    if (original instanceof GraphQLError) return error as Error;
    log.error({ err: original }, 'internal error in a GraphQL operation');
    return new GraphQLError(message, {
      ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  };
}
