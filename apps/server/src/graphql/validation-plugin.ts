import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ValidationFailed } from './errors';

function expand(error: GraphQLError): GraphQLError[] {
  const original = error.originalError;
  if (!(original instanceof ValidationFailed) || original.issues.length < 2) return [error];
  return original.issues.map(
    (issue) =>
      new GraphQLError('validation failed', {
        path: error.path,
        nodes: error.nodes,
        extensions: { code: 'VALIDATION_FAILED', validation: true, ...issue },
      }),
  );
}

/** One GraphQL error per validation issue, so the client can show each field's first message. */
export function useValidationErrors(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result || !result.errors?.length) return;
          setResult({ ...result, errors: result.errors.flatMap(expand) });
        },
      };
    },
  };
}
