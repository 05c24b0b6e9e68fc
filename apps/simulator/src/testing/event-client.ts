import WebSocket from 'ws';
import { basicAuthHeader, type Credentials } from '../http/basic-auth';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary protocol messages
export type Message = Record<string, any>;

const ADMIN = { username: 'admin', password: 'admin' };

function eventsUrl(baseUrl: string, query: { since?: number; stream?: string }): string {
  const url = new URL('/api/v1/events', baseUrl.replace(/^http/, 'ws'));
  if (query.since !== undefined) url.searchParams.set('since', String(query.since));
  if (query.stream !== undefined) url.searchParams.set('stream', query.stream);
  return url.toString();
}

/** An event-socket client that records every message and lets a test wait for the one it expects. */
export async function openEvents(
  baseUrl: string,
  query: { since?: number; stream?: string } = {},
  credentials: Credentials = ADMIN,
) {
  const ws = new WebSocket(eventsUrl(baseUrl, query), { headers: { authorization: basicAuthHeader(credentials) } });
  const messages: Message[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Message);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  /** Resolves with the first recorded message (past or future) that matches. */
  function next(matches: (message: Message) => boolean, timeoutMs = 5_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(matches);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`No matching message; got ${JSON.stringify(messages.map((m) => m.type))}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  }

  return {
    ws,
    messages,
    next,
    /** Events only (messages with a seq), in arrival order. */
    events: () => messages.filter((message) => typeof message.seq === 'number'),
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}

/** Tries to open the event socket and reports the HTTP status the upgrade was refused with. */
export function upgradeStatus(baseUrl: string, credentials: Credentials): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(eventsUrl(baseUrl, {}), { headers: { authorization: basicAuthHeader(credentials) } });
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    ws.once('open', () => {
      ws.close();
      resolve({ status: 101, body: '' });
    });
    ws.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}
