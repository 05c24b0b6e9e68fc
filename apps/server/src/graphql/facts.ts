import type { RequestFacts } from '../modules/auth/auth.service';
import type { GraphQLContext } from './context';

/** The request facts a service needs again inside a resolver (sign-in records address and agent). */
export function factsOf(ctx: GraphQLContext): RequestFacts {
  return {
    sessionToken: null,
    requestedSystem: ctx.systemId,
    acceptLanguage: ctx.locale,
    clientIp: ctx.clientIp,
    userAgent: ctx.userAgent,
  };
}
