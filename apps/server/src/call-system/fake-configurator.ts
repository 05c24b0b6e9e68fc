// Test support: a configurator that says whatever a test makes it say — broken frames, hostile values —
// over real HTTP and WebSocket, with the protocol's ordering (hello, replay after `since`, live, pong).
// The simulator cannot be made to misbehave; this can. Not used by the server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';

const AT = '2025-03-01T07:15:00.000Z';
const CLOSED_AT = '2025-03-01T07:16:30.000Z';

/** A valid call (protocol §8) with the given id, for tests to send or to spoil. */
export function wireCall(id: number, patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    call_type_id: 4,
    call_type_text: 'Ruf',
    call_source_id: 1,
    call_source_text: 'Zimmer',
    section_id: 1,
    section_name: 'OG 1',
    system_tree_node_id: 23,
    number: 1011,
    device_text_short: 'Zi 101',
    device_text_long: 'Zimmer 101',
    position: null,
    opened_at: AT,
    updated_at: AT,
    closed_at: null,
    is_closed: false,
    ...patch,
  };
}

const EMPTY_CONFIG = {
  revision: 1,
  system_params: null,
  system_tree_nodes: [],
  sections: [],
  call_types: [],
  call_sources: [],
  schedules: [],
  display_groups: [],
  hubs: [],
};
/** A commit status with nothing under way. */
export const READY_COMMIT_STATUS = {
  status: 'ready',
  progress: 100,
  error: null,
  changelog: [],
  revision: 1,
  staged_count: 0,
  started_at: null,
  finished_at: null,
};

export class FakeConfigurator {
  readonly streamId = 'fake-stream';
  /** What GET /api/v1/calls lists, as sent (a test may put anything in). */
  readonly snapshotCalls: unknown[] = [];
  /** Sockets opened with `since` get their hello and nothing more: a replay that stalls. */
  stallReplays = false;
  /** Whether the client's `{"type":"ping"}` gets its pong (a test may keep pongs out of a queue it fills). */
  answerPings = true;
  private seq = 0;
  private readonly retained: { seq: number; text: string }[] = [];
  private readonly sockets = new Set<WebSocket>();

  private constructor(
    private readonly server: Server,
    private readonly wss: WebSocketServer,
  ) {}

  static async start(): Promise<FakeConfigurator> {
    const server = createServer();
    const wss = new WebSocketServer({ server, path: '/api/v1/events' });
    const fake = new FakeConfigurator(server, wss);
    server.on('request', (request, response) => {
      const body = fake.answer(request.method ?? 'GET', new URL(request.url ?? '/', 'http://x').pathname);
      response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body ?? { error: { key: 'not_found', message: 'Not found' } }));
    });
    wss.on('connection', (ws, request) => fake.follow(ws, new URL(request.url ?? '/', 'http://x').searchParams));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** The seq of the last event published (or lost, or skipped). */
  get lastSeq(): number {
    return this.seq;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** Publishes an event with the next seq; `frame` overrides or spoils any part of it. Returns its seq. */
  event(type: string, data: unknown, frame: Record<string, unknown> = {}): number {
    const { seq, text } = this.retain(type, data, frame);
    this.broadcast(text);
    return seq;
  }

  /** An event kept for replays but lost on its way to the live sockets. Returns its seq. */
  lose(type: string, data: unknown): number {
    return this.retain(type, data, {}).seq;
  }

  /** A seq used up by nothing: a hole in the numbering that no replay fills. */
  skip(): void {
    this.seq += 1;
  }

  /** A valid call.opened that the snapshot lists too, as a real configurator would. */
  openCall(id: number, send: 'sent' | 'lost' = 'sent'): number {
    const call = wireCall(id);
    this.snapshotCalls.push(call);
    return send === 'sent' ? this.event('call.opened', { call }) : this.lose('call.opened', { call });
  }

  /** A call.closed for an open call, which the snapshot then no longer lists. */
  closeCall(id: number): number {
    const at = this.snapshotCalls.findIndex((c) => (c as { id?: unknown }).id === id);
    if (at >= 0) this.snapshotCalls.splice(at, 1);
    return this.event('call.closed', {
      call: wireCall(id, { closed_at: CLOSED_AT, updated_at: CLOSED_AT, is_closed: true }),
    });
  }

  /**
   * Resolves once every client has read what was sent to it so far: a client answers a WebSocket ping
   * only after the frames before it. Lets a test know that events wait in the client's queue.
   */
  async delivered(): Promise<void> {
    const open = [...this.sockets].filter((ws) => ws.readyState === WebSocket.OPEN);
    await Promise.all(
      open.map(
        (ws) =>
          new Promise<void>((resolve) => {
            const done = () => {
              ws.off('pong', done).off('close', done);
              resolve();
            };
            ws.on('pong', done).on('close', done);
            ws.ping();
          }),
      ),
    );
  }

  /** A frame outside the event order (not retained, no seq of its own). */
  raw(text: string): void {
    this.broadcast(text);
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private retain(type: string, data: unknown, frame: Record<string, unknown>): { seq: number; text: string } {
    this.seq += 1;
    const text = JSON.stringify({ seq: this.seq, type, at: AT, data, ...frame });
    this.retained.push({ seq: this.seq, text });
    return { seq: this.seq, text };
  }

  private answer(method: string, path: string): unknown {
    if (method !== 'GET') return undefined;
    const answers: Record<string, unknown> = {
      '/api/v1/firmware': { version: 'fake-1' },
      '/api/v1/config': EMPTY_CONFIG,
      '/api/v1/config/staged': { revision: 1, changes: [] },
      '/api/v1/commit': READY_COMMIT_STATUS,
      '/api/v1/calls': { stream_id: this.streamId, seq: this.seq, calls: this.snapshotCalls },
    };
    return answers[path];
  }

  private follow(ws: WebSocket, params: URLSearchParams): void {
    this.sockets.add(ws);
    ws.on('close', () => this.sockets.delete(ws));
    ws.on('message', (data) => {
      if (this.answerPings && String(data).includes('"ping"'))
        ws.send(JSON.stringify({ type: 'pong', current_seq: this.seq }));
    });
    ws.send(JSON.stringify({ type: 'hello', stream_id: this.streamId, current_seq: this.seq, oldest_seq: 1 }));
    const since = params.get('since');
    if (since !== null && this.stallReplays) return;
    if (since !== null) {
      if (params.get('stream') === this.streamId) {
        for (const event of this.retained) if (event.seq > Number(since)) ws.send(event.text);
      } else {
        ws.send(JSON.stringify({ type: 'snapshot_needed', reason: 'other_stream', current_seq: this.seq }));
      }
    }
    ws.send(JSON.stringify({ type: 'live', current_seq: this.seq }));
  }

  private broadcast(text: string): void {
    for (const ws of this.sockets) if (ws.readyState === WebSocket.OPEN) ws.send(text);
  }
}
