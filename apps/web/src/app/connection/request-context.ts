import { formatSystemId, SYSTEM_HEADER } from '@wardlight/domain';
import { createContext, useContext } from 'react';

export const BACKEND_PATH = '/backend';
export const GRAPHQL_PATH = `${BACKEND_PATH}/query`;
export const SOCKET_PATH = '/ws/backend';
/** An enrolled display's token on every request, and `display_token` on the socket (ADR 0022). */
export const DISPLAY_TOKEN_HEADER = 'x-display-token';
/** A staff phone's device and session tokens (ADR 0032); `app_client_token` / `app_session_token` on the socket. */
export const APP_CLIENT_HEADER = 'x-app-client';
export const APP_SESSION_HEADER = 'x-app-session';

export interface PhoneTokens {
  device: string | null;
  session: string | null;
}

export interface RequestContext {
  systemId: () => number;
  locale: () => string;
  /** Every reply's server version, for the update banner. */
  onServerVersion?: (version: string) => void;
  /** The wall display's device token (ADR 0022); the console sends none. */
  displayToken?: () => string | null;
  /** The staff phone's tokens (ADR 0032); only the phone page sends them. */
  phoneTokens?: () => PhoneTokens;
}

/** Both transports carry the system (two digits) and the locale (spec part 1 §7). */
export function requestHeaders(ctx: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    [SYSTEM_HEADER]: formatSystemId(ctx.systemId()),
    'accept-language': ctx.locale(),
  };
  const displayToken = ctx.displayToken?.();
  if (displayToken) headers[DISPLAY_TOKEN_HEADER] = displayToken;
  const phone = ctx.phoneTokens?.();
  if (phone?.device) headers[APP_CLIENT_HEADER] = phone.device;
  if (phone?.session) headers[APP_SESSION_HEADER] = phone.session;
  return headers;
}

export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SOCKET_PATH}`;
}

/** The system and locale every request carries; REST calls read it here, GraphQL through the link. */
export const RequestContextContext = createContext<RequestContext | null>(null);

export function useRequestContext(): RequestContext {
  const ctx = useContext(RequestContextContext);
  if (!ctx) throw new Error('useRequestContext outside AppProviders');
  return ctx;
}
