import type { YogaInitialContext } from 'graphql-yoga';
import { SETUP_CODE_HEADER } from '../modules/setup/setup-gate';
import type { GraphQLContext } from './context';

/**
 * The setup code the wizard sent (header `X-Setup-Code`), read from the HTTP request Yoga keeps in
 * the context; the socket carries none, and the setup steps are plain HTTP mutations.
 */
export function setupCodeOf(ctx: GraphQLContext): string | null {
  const request = (ctx as GraphQLContext & Partial<YogaInitialContext>).request;
  return request?.headers.get(SETUP_CODE_HEADER) ?? null;
}
