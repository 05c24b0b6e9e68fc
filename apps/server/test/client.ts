import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLReply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data: T | null;
  errors: { message: string; extensions?: Record<string, unknown> }[];
}

/** A browser-like API client: keeps the session cookie, sends the system context and the locale. */
export class TestClient {
  cookie: string | null = null;
  system: string | null = null;
  locale = 'de';
  /** A wall display's device token (ADR 0022): header X-Display-Token, socket parameter display_token. */
  displayToken: string | null = null;
  /** A staff phone's tokens (ADR 0032): headers X-App-Client and X-App-Session, socket parameters. */
  phone: { client: string | null; session: string | null } = { client: null, session: null };

  constructor(readonly url: string) {}

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      'accept-language': this.locale,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(this.system ? { 'x-system': this.system } : {}),
      ...(this.displayToken ? { 'x-display-token': this.displayToken } : {}),
      ...(this.phone.client ? { 'x-app-client': this.phone.client } : {}),
      ...(this.phone.session ? { 'x-app-session': this.phone.session } : {}),
    };
  }

  private keepCookie(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      if (!pair) continue;
      this.cookie = /Max-Age=0/i.test(line) ? null : pair;
    }
  }

  async gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLReply<T>> {
    const res = await fetch(`${this.url}/backend/query`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ query, variables }),
    });
    this.keepCookie(res);
    const body = (await res.json()) as { data?: T | null; errors?: GraphQLReply['errors'] };
    return { status: res.status, headers: res.headers, data: body.data ?? null, errors: body.errors ?? [] };
  }

  async post(
    path: string,
    body: unknown,
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
    const res = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify(body),
    });
    this.keepCookie(res);
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
  }

  login(username: string, password: string) {
    return this.post('/backend/login', { username, password });
  }

  /** A graphql-ws client on /ws/backend with this client's cookie and system. */
  socket(options: { retryAttempts?: number; onNonLazyError?: (error: unknown) => void } = {}): Client {
    const headers = this.cookie ? { cookie: this.cookie } : undefined;
    return createClient({
      url: `${this.url.replace(/^http/, 'ws')}/ws/backend`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      },
      connectionParams: {
        ...(this.system ? { system: this.system } : {}),
        ...(this.displayToken ? { display_token: this.displayToken } : {}),
        ...(this.phone.client ? { app_client_token: this.phone.client } : {}),
        ...(this.phone.session ? { app_session_token: this.phone.session } : {}),
        locale: this.locale,
      },
      retryAttempts: options.retryAttempts ?? 0,
      lazy: false,
      ...(options.onNonLazyError ? { onNonLazyError: options.onNonLazyError } : {}),
    });
  }
}

/** Collects the first `count` results of a subscription. */
export function take<T>(
  client: Client,
  query: string,
  count: number,
  options: {
    variables?: Record<string, unknown>;
    onNext?: (value: T, index: number) => void;
    /** Only results that pass count. */
    filter?: (value: T) => boolean;
  } = {},
): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const got: T[] = [];
    const stop = client.subscribe<T>(
      { query, variables: options.variables },
      {
        next: (value) => {
          if (value.errors) return reject(new Error(JSON.stringify(value.errors)));
          if (options.filter && !options.filter(value.data as T)) return;
          got.push(value.data as T);
          options.onNext?.(value.data as T, got.length - 1);
          if (got.length === count) {
            stop();
            resolve(got);
          }
        },
        error: reject,
        complete: () => resolve(got),
      },
    );
  });
}
