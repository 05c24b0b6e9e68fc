// A minimal Chrome DevTools Protocol client for the server child (started with --inspect on loopback):
// RSS right after start is mostly garbage from migrations and tsx compiling, so memory per connection
// is read after a forced GC; and a CPU profile of the server shows where a slow delivery spends time.
import WebSocket from 'ws';

/**
 * The server's inspector, attached only while it is used: a reading of memory, or a profile from its
 * start to its end. A session left attached slows the server it measures — at 1,000 displays + 200 phones
 * and 20 presses/s, steady press → receipt p99 was 97.6 / 111.8 and 87.3 / 105.6 ms (displays / phones)
 * with one attached the whole run against 80.7 / 93.6 and 73.0 / 93.3 ms attached only for the readings
 * (same code, same half hour, 2026-11-28; README) — so nothing stays attached while presses are measured
 * unless a profile is asked for.
 */
export class InspectorLink {
  private session: Promise<Inspector> | null = null;

  constructor(private readonly url: string) {}

  private attached(): Promise<Inspector> {
    if (this.session) return this.session;
    const session = Inspector.connect(this.url);
    this.session = session;
    session.catch(() => {
      if (this.session === session) this.session = null;
    });
    return session;
  }

  async send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    return (await this.attached()).send<T>(method, params);
  }

  /** Heap in use after a full GC (Inspector.heapAfterGc); the session is detached again. */
  async heapAfterGc(): Promise<number> {
    try {
      return await (await this.attached()).heapAfterGc();
    } finally {
      await this.detach();
    }
  }

  /** Closes the session, if one is attached (an attached session would also hold the server's exit). */
  async detach(): Promise<void> {
    const session = this.session;
    this.session = null;
    if (session) await (await session.catch(() => null))?.close();
  }
}

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

export class Inspector {
  private nextId = 1;
  private readonly waiting = new Map<number, { ok: (v: unknown) => void; fail: (e: Error) => void }>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const reply = JSON.parse(String(data)) as Reply;
      if (reply.id === undefined) return; // an event; none is enabled that we read
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.error) waiter?.fail(new Error(reply.error.message));
      else waiter?.ok(reply.result);
    });
    socket.on('close', () => {
      for (const waiter of this.waiting.values()) waiter.fail(new Error('inspector closed'));
      this.waiting.clear();
    });
  }

  static connect(url: string): Promise<Inspector> {
    return new Promise((ok, fail) => {
      const socket = new WebSocket(url);
      socket.once('open', () => ok(new Inspector(socket)));
      socket.once('error', fail);
    });
  }

  send<T>(method: string, params: Record<string, unknown> = {}, timeoutMs = 60_000): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((ok, fail) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        fail(new Error(`inspector ${method}: no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(id, {
        ok: (v) => {
          clearTimeout(timer);
          ok(v as T);
        },
        fail: (e) => {
          clearTimeout(timer);
          fail(e);
        },
      });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Heap in use after a full GC, MiB (V8 heap only; socket buffers live outside it). */
  async heapAfterGc(): Promise<number> {
    await this.send('HeapProfiler.collectGarbage');
    const usage = await this.send<{ usedSize: number }>('Runtime.getHeapUsage');
    return Math.round((usage.usedSize / 1024 / 1024) * 10) / 10;
  }

  close(): Promise<void> {
    return new Promise((ok) => {
      if (this.socket.readyState === WebSocket.CLOSED) return ok();
      this.socket.once('close', () => ok());
      this.socket.close();
    });
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

/** The functions with the most self time, for a first look; the whole profile opens in DevTools. */
export function topSelfTime(profile: CpuProfile, count = 15): { fn: string; percent: number }[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const ticks = new Map<string, number>();
  const samples = profile.samples ?? [];
  for (const id of samples) {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) continue;
    const where = frame.url
      ? `${frame.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    ticks.set(key, (ticks.get(key) ?? 0) + 1);
  }
  return [...ticks.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([fn, n]) => ({ fn, percent: Math.round((n / Math.max(1, samples.length)) * 1000) / 10 }));
}
