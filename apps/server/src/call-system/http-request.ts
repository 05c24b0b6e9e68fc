import { baseUrl, basicAuthHeader, type Endpoint } from './endpoint';
import { errorFromFailure, errorFromResponse, LinkError } from './link-error';
import { tlsExchange } from './tls-request';

/** Real hardware answers within a second or two; past this the configurator counts as unreachable. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;

export type JsonClient = (method: string, path: string, body?: unknown) => Promise<unknown>;

/**
 * JSON over HTTP with Basic auth and a per-request timeout; every failure becomes a LinkError. The
 * address is parsed per request, so a bad one is reported (as unreachable) where it is used.
 */
export function jsonClient(endpoint: Endpoint, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS): JsonClient {
  const authorization = basicAuthHeader(endpoint);
  return async (method, path, body) => {
    const what = `${method} ${path}`;
    let response: { ok: boolean; status: number };
    let text: string;
    try {
      const headers: Record<string, string> = { authorization, accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const url = new URL(`${baseUrl(endpoint)}${path}`);
      const signal = AbortSignal.timeout(timeoutMs);
      const payload = body === undefined ? undefined : JSON.stringify(body);
      if (url.protocol === 'https:') {
        // fetch cannot be told to trust one pinned certificate; node:https over a checked socket can (ADR 0021).
        const answer = await tlsExchange(url, endpoint.tls, { method, headers, body: payload, signal, timeoutMs });
        response = { ok: answer.status >= 200 && answer.status < 300, status: answer.status };
        text = answer.text;
      } else {
        const reply = await fetch(url, {
          method,
          headers,
          signal,
          ...(payload === undefined ? {} : { body: payload }),
        });
        response = reply;
        // The timeout covers the body too: a configurator that stalls mid-answer is as dead as a silent one.
        text = await reply.text();
      }
    } catch (error) {
      throw errorFromFailure(error, what);
    }
    let json: unknown = null;
    if (text !== '') {
      try {
        json = JSON.parse(text);
      } catch {
        if (response.ok)
          throw new LinkError('protocol', `${what}: the answer is not JSON`, { status: response.status });
      }
    }
    if (!response.ok) throw errorFromResponse(response.status, json, what);
    return json;
  };
}
