import type { GraphQLSchema } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from '../logger';
import type { Services } from '../services';
import type { CookieJar, GraphQLContext, Identity } from './context';
import { operationGuards } from './cost-limits';
import { maskInternalErrors } from './mask-errors';
import { useValidationErrors } from './validation-plugin';

/** What the HTTP route and the socket hand to Yoga for each operation. */
export interface ServerContext {
  identity: Identity;
  cookies: CookieJar | null;
}

export type Yoga = YogaServerInstance<ServerContext, GraphQLContext>;

export function createGraphQL(
  schema: GraphQLSchema,
  services: Services,
  log: Logger,
  options: { production: boolean } = { production: false },
): Yoga {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/backend/query',
    landingPage: false,
    graphiql: false,
    logging: {
      debug: (...args) => log.debug(args.map(String).join(' ')),
      info: (...args) => log.info(args.map(String).join(' ')),
      warn: (...args) => log.warn(args.map(String).join(' ')),
      error: (...args) => log.error(args.map(String).join(' ')),
    },
    maskedErrors: { maskError: maskInternalErrors(log) },
    plugins: [...operationGuards(options), useValidationErrors()],
    context: ({ identity, cookies }) => ({ ...identity, cookies, services, log }),
  });
}
