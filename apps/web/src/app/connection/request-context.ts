import { createContext, useContext } from 'react';
import type { RequestContext } from './apollo-client';

/** The system and locale every request carries; REST calls read it here, GraphQL through the link. */
export const RequestContextContext = createContext<RequestContext | null>(null);

export function useRequestContext(): RequestContext {
  const ctx = useContext(RequestContextContext);
  if (!ctx) throw new Error('useRequestContext outside AppProviders');
  return ctx;
}
