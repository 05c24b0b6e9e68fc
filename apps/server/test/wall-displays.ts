import { type Client, createClient } from 'graphql-ws';
import { expect, vi } from 'vitest';
import WebSocket from 'ws';

/**
 * graphql-ws lets go of a socket it terminates; ws then reports a socket closed while it was still
 * connecting (a display closed while a proxy holds its upgrade) as an `error` event no one hears, which Node
 * throws. Errors of a live socket still reach graphql-ws through its own `onerror`.
 */
class DisplaySocket extends WebSocket {
  constructor(address: string, protocols?: string | string[]) {
    super(address, protocols);
    this.on('error', () => {});
  }
}

const CALLS = 'subscription { onCallsChanged { seq calls { id } } }';
const MESSAGES = 'subscription { systemMessages { subject payload } }';
/** As the display page: a refused or ended subscription is asked for again, never given up. */
const RESUBSCRIBE_MS = 200;

/**
 * A wall display as the fault tests need one: a graphql-ws client on `/ws/backend`, anonymous like a kiosk,
 * following onCallsChanged and systemMessages. It reconnects for ever, each time to the next of `urls` — a
 * proxy without sticky sessions does no better — and, like the display page, asks again for a subscription
 * that was refused (a database outage) or ended.
 */
export class WallDisplay {
  /** Every call it has shown, with the time (performance.now()) it first did. */
  readonly shown = new Map<number, number>();
  /** The last `server.health` status it was told; `ok` until told otherwise. */
  health = 'ok';
  /** How often its socket was accepted: more than once, it lost a connection and came back. */
  connections = 0;
  private readonly client: Client;
  private readonly stops: (() => void)[] = [];
  private isClosed = false;

  constructor(urls: string[], system: string) {
    let attempt = 0;
    this.client = createClient({
      url: () => urls[attempt++ % urls.length] as string,
      webSocketImpl: DisplaySocket,
      connectionParams: { system },
      lazy: false,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, RESUBSCRIBE_MS)),
      on: {
        connected: () => {
          this.connections++;
        },
      },
    });
    this.follow<{ onCallsChanged: { calls: { id: number }[] } }>(CALLS, (data) => {
      const at = performance.now();
      for (const call of data.onCallsChanged.calls) if (!this.shown.has(call.id)) this.shown.set(call.id, at);
    });
    this.follow<{ systemMessages: { subject: string; payload: { status?: string } } }>(MESSAGES, (data) => {
      const { subject, payload } = data.systemMessages;
      if (subject === 'server.health' && payload.status) this.health = payload.status;
    });
  }

  private follow<T>(query: string, onData: (data: T) => void): void {
    const again = () => {
      if (!this.isClosed) setTimeout(() => this.follow(query, onData), RESUBSCRIBE_MS);
    };
    this.stops.push(
      this.client.subscribe<T>(
        { query },
        { next: (result) => result.data && onData(result.data as T), error: again, complete: again },
      ),
    );
  }

  async close(): Promise<void> {
    this.isClosed = true;
    for (const stop of this.stops) stop();
    // dispose() waits for a connection under way, which a dead or stuck server never completes.
    this.client.terminate();
    try {
      await this.client.dispose();
    } catch {
      // A connection under way failed: nothing left to close.
    }
  }
}

/** Displays on each of `urls` (each reconnecting to the others too), `perUrl` to an address. */
export function openDisplays(urls: string[], perUrl: number, system: string): WallDisplay[] {
  return urls.flatMap((_, i) => {
    // Starting at its own address, then on to the next: every instance begins with its share.
    const order = [...urls.slice(i), ...urls.slice(0, i)];
    return Array.from({ length: perUrl }, () => new WallDisplay(order, system));
  });
}

/** Waits until every one of `displays` shows every one of `ids`. */
export async function shownOnEvery(displays: WallDisplay[], ids: number[], timeout: number): Promise<void> {
  await vi.waitFor(
    () => {
      for (const d of displays) expect([...d.shown.keys()]).toEqual(expect.arrayContaining(ids));
    },
    { timeout, interval: 20 },
  );
}
