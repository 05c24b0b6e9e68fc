import { vi } from 'vitest';

export interface ServedRequest {
  operationName: string;
  variables: Record<string, unknown>;
  system: string | null;
}

type Handler = (request: ServedRequest) => unknown;

/**
 * The HTTP side of the API as `fetch` sees it: each operation answered by its handler (`data`), or
 * by an error when the handler throws. Every request is recorded with its x-system header.
 */
export function stubServer(served: Record<string, Handler>) {
  // Every link ready unless a test says otherwise: the wall asks for them whatever else it shows.
  const handlers: Record<string, Handler> = { LinkStates: () => ({ linkStates: [] }), ...served };
  const requests: ServedRequest[] = [];
  const sentHeaders = new WeakMap<ServedRequest, Headers>();
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables?: Record<string, unknown> };
    const headers = new Headers(init?.headers);
    const request = {
      operationName: body.operationName,
      variables: body.variables ?? {},
      system: headers.get('x-system'),
    };
    requests.push(request);
    sentHeaders.set(request, headers);
    const handler = handlers[body.operationName];
    let reply: unknown;
    try {
      if (!handler) throw new Error(`unexpected ${body.operationName}`);
      reply = { data: handler(request) };
    } catch (error) {
      // An error a handler throws with `extensions` (a refusal's code) is answered with them.
      const extensions = (error as { extensions?: unknown } | null)?.extensions;
      reply = { errors: [{ message: error instanceof Error ? error.message : String(error), extensions }] };
    }
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    of: (name: string) => requests.filter((r) => r.operationName === name),
    /** The headers a request was sent with (the phone's tokens, say). */
    headersOf: (request: ServedRequest | undefined) => (request && sentHeaders.get(request)) ?? new Headers(),
  };
}
