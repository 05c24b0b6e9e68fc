import type { ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { formatSystemId, SYSTEM_HEADER } from '@wardlight/domain';
import { readSystemContext, writeSystemContext } from '../../storage';
import { reportMissingAuth } from './missing-auth';
import { requestProblemOf } from './request-problem';
import { browserPage, redirectToDefaultSystem } from './system-redirect';

export interface RequestProblemHandlers {
  systemUnavailable(): void;
  missingAuth(operationName: string): void;
  /** The system the page works in (an operation may name another one, e.g. the display settings). */
  contextSystem(): number;
}

/** Only the page's own system being unavailable moves the page; another system is the caller's. */
function asksForContextSystem(operation: ApolloLink.Operation, contextSystem: number): boolean {
  const headers = operation.getContext().headers as Record<string, string> | undefined;
  const asked = headers?.[SYSTEM_HEADER];
  return asked === undefined || asked === formatSystemId(contextSystem);
}

/** Sees every failed request, HTTP and socket, and hands the console-wide ones to the shell. */
export function createRequestErrorLink(handlers: RequestProblemHandlers): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const problem = requestProblemOf(error);
    if (problem === 'system-unavailable' && asksForContextSystem(operation, handlers.contextSystem())) {
      handlers.systemUnavailable();
    } else if (problem === 'missing-auth') handlers.missingAuth(operation.operationName ?? '');
  });
}

/**
 * The console's error link. A 424 is handled here, without React: it may come with the very first
 * AppData, before any screen exists.
 */
export const requestErrorLink = createRequestErrorLink({
  systemUnavailable: () => void redirectToDefaultSystem(browserPage(), writeSystemContext),
  missingAuth: reportMissingAuth,
  contextSystem: readSystemContext,
});
