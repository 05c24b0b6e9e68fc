import { makeExecutableSchema } from '@graphql-tools/schema';
import { type ExecutionArgs, type GraphQLError, parse, subscribe } from 'graphql';
import { makeServer } from 'graphql-ws';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { streamFrames } from './framed-subscription';
import { maskInternalErrors } from './mask-errors';
import { eventSource, markShared, subscribeSharing } from './shared-events';
import { type FrameSocket, frameSink } from './socket-frames';

type Emit = (event: object) => void;

/** A schema whose subscription is fed by the test, through a listenable source or a plain iterable. */
function setup() {
  const emitters = new Set<Emit>();
  let resolved = 0;
  let slowNames = new Set<string>();
  const schema = makeExecutableSchema({
    typeDefs: `type Query { x: Int }
      type Item { name: String }
      type Subscription { items: [Item!]! plain: [Item!]! }`,
    resolvers: {
      Subscription: {
        items: {
          subscribe: () =>
            eventSource((emit: Emit) => {
              emitters.add(emit);
              return () => emitters.delete(emit);
            }),
        },
        plain: {
          subscribe: async function* () {
            yield { plain: [{ name: 'one' }] };
            yield { plain: [{ name: 'two' }] };
          },
        },
      },
      Item: {
        name: async (item: { name: string }) => {
          resolved++;
          if (item.name === 'boom') throw new Error('database password is hunter2');
          // A slow field: later events must still not overtake it.
          if (slowNames.has(item.name)) await new Promise((ok) => setTimeout(ok, 30));
          return item.name;
        },
      },
    },
  });
  return {
    schema,
    emit: (event: object) => {
      for (const emit of emitters) emit(event);
    },
    listeners: () => emitters.size,
    resolvedCount: () => resolved,
    slow: (...names: string[]) => {
      slowNames = new Set(names);
    },
  };
}

const realMask = maskInternalErrors(pino({ level: 'silent' }));
const mask = (error: unknown) => realMask(error, 'Unexpected error.');

/** The socket a graphql-ws server talks to, recording every text it sends, in order. */
class Wire implements FrameSocket {
  readonly sent: string[] = [];
  readyState = 1;
  bufferedAmount = 0;
  private onMessage: (data: string) => Promise<void> = async () => undefined;
  readonly protocol = 'graphql-transport-ws';
  closed: number | null = null;

  /** graphql-ws's own side of the socket. */
  readonly transport = {
    protocol: this.protocol,
    send: async (data: string) => {
      this.sent.push(data);
    },
    close: (code: number) => {
      this.closed = code;
    },
    onMessage: (cb: (data: string) => Promise<void>) => {
      this.onMessage = cb;
    },
  };

  send(data: Buffer, options: { binary: false }): void {
    expect(options.binary).toBe(false);
    this.sent.push(data.toString('utf8'));
  }

  close(code: number): void {
    this.closed = code;
    this.readyState = 2;
  }

  terminate(): void {
    this.readyState = 3;
  }

  receive(message: object): Promise<void> {
    return this.onMessage(JSON.stringify(message));
  }

  frames(): { id?: string; type: string; payload?: unknown }[] {
    return this.sent.map((s) => JSON.parse(s));
  }
}

/** A graphql-ws server on a Wire: graphql-js `subscribe` (graphql-ws's own framing) or ours. */
function serve(schema: ReturnType<typeof setup>['schema'], framing: 'graphql-ws' | 'ours') {
  const wire = new Wire();
  const server = makeServer({
    schema,
    onSubscribe: (_ctx, id, payload) => ({
      schema,
      document: parse(payload.query),
      rootValue: { sink: frameSink(wire, id, () => undefined) },
    }),
    subscribe: (args: ExecutionArgs) =>
      framing === 'ours'
        ? subscribeSharing({ ...args, rootValue: undefined }, realMask, (args.rootValue as { sink: never }).sink)
        : maskedSubscribe({ ...args, rootValue: undefined }),
  });
  server.opened(wire.transport, {});
  return wire;
}

/** What graphql-ws sends without us: graphql-js subscribe, errors masked like ours. */
async function maskedSubscribe(args: ExecutionArgs) {
  const result = await subscribe(args);
  if (!(Symbol.asyncIterator in result)) return result;
  return (async function* () {
    for await (const r of result) yield r.errors ? { ...r, errors: r.errors.map((e) => mask(e) as GraphQLError) } : r;
  })();
}

/** Subscribes and waits until `ready` (the source listens, or the frames are there). */
async function connect(wire: Wire, id: string, query: string, ready: () => boolean) {
  await wire.receive({ type: 'connection_init' });
  void wire.receive({ id, type: 'subscribe', payload: { query } });
  await vi.waitFor(() => expect(ready()).toBe(true));
}

const framesOf = (wire: Wire, n: number) => vi.waitFor(() => expect(wire.sent).toHaveLength(n));
/** Lets every promise already settled run its reactions, and one turn of I/O pass. */
const turn = () => new Promise((ok) => setImmediate(ok));

describe('subscription frames written straight to the socket', () => {
  it('are byte for byte what graphql-ws sends, errors masked, and complete comes after the last', async () => {
    const run = async (framing: 'graphql-ws' | 'ours', query: string, events: object[], frames: number) => {
      const s = setup();
      const wire = serve(s.schema, framing);
      await connect(wire, 'a-1"\\', query, () => s.listeners() > 0 || wire.sent.length === frames);
      for (const event of events) s.emit(markShared(event));
      await framesOf(wire, frames);
      return wire.sent;
    };
    // A source that ends (graphql-ws then says complete), and one that is listened to, with a fault.
    const plain = await Promise.all([
      run('graphql-ws', 'subscription { plain { name } }', [], 4),
      run('ours', 'subscription { plain { name } }', [], 4),
    ]);
    expect(plain[1]).toEqual(plain[0]);
    expect(plain[1]?.map((s) => JSON.parse(s).type)).toEqual(['connection_ack', 'next', 'next', 'complete']);

    const events = [{ items: [{ name: 'a' }, { name: 'boom' }] }, { items: [{ name: 'ü "quoted" ✓' }] }];
    const items = await Promise.all([
      run('graphql-ws', 'subscription { items { name } }', events, 3),
      run('ours', 'subscription { items { name } }', events, 3),
    ]);
    expect(items[1]).toEqual(items[0]);
    expect(items[1]?.join()).not.toContain('hunter2');
    expect(JSON.parse(items[1]?.[1] ?? '{}').payload).toEqual({
      data: { items: [{ name: 'a' }, { name: null }] },
      errors: [
        expect.objectContaining({
          message: 'Unexpected error.',
          path: ['items', 1, 'name'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        }),
      ],
    });
  });

  it('serialises a shared event once for every socket, and keeps the order of events per socket', async () => {
    const s = setup();
    const wires = Array.from({ length: 5 }, () => serve(s.schema, 'ours'));
    for (const [i, w] of wires.entries()) {
      await connect(w, `sub-${i}`, 'subscription { items { name } }', () => s.listeners() === i + 1);
    }
    s.slow('first');
    s.emit(markShared({ items: [{ name: 'first' }] }));
    s.emit(markShared({ items: [{ name: 'second' }] }));
    for (const w of wires) await framesOf(w, 3);
    expect(s.resolvedCount()).toBe(2);
    for (const [i, w] of wires.entries()) {
      const nexts = w.frames().filter((f) => f.type === 'next');
      expect(nexts.map((f) => f.id)).toEqual([`sub-${i}`, `sub-${i}`]);
      expect(nexts.map((f) => JSON.stringify(f.payload))).toEqual([
        '{"data":{"items":[{"name":"first"}]}}',
        '{"data":{"items":[{"name":"second"}]}}',
      ]);
    }
  });

  it('stops writing when the client completes the subscription', async () => {
    const s = setup();
    const wire = serve(s.schema, 'ours');
    await connect(wire, 'c', 'subscription { items { name } }', () => s.listeners() === 1);
    s.emit(markShared({ items: [{ name: 'before' }] }));
    await framesOf(wire, 2);
    await wire.receive({ id: 'c', type: 'complete' });
    expect(s.listeners()).toBe(0);
    s.emit(markShared({ items: [{ name: 'after' }] }));
    await turn();
    expect(wire.sent.join()).toContain('before');
    expect(wire.sent.join()).not.toContain('after');
  });

  it('ends only the subscription whose socket fails to write, with a masked error', async () => {
    const s = setup();
    const good = serve(s.schema, 'ours');
    const broken = serve(s.schema, 'ours');
    broken.send = () => {
      throw new Error('EPIPE write to /var/run/secret');
    };
    await connect(good, 'g', 'subscription { items { name } }', () => s.listeners() === 1);
    await connect(broken, 'b', 'subscription { items { name } }', () => s.listeners() === 2);
    s.emit(markShared({ items: [{ name: 'one' }] }));
    await framesOf(good, 2);
    await framesOf(broken, 2);
    expect(broken.frames()[1]).toEqual({
      id: 'b',
      type: 'error',
      payload: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(s.listeners()).toBe(1);
    s.emit(markShared({ items: [{ name: 'two' }] }));
    await framesOf(good, 3);
    expect(good.frames().map((f) => f.type)).toEqual(['connection_ack', 'next', 'next']);
  });

  it('writes nothing to a socket that is no longer open', async () => {
    const s = setup();
    const wire = serve(s.schema, 'ours');
    await connect(wire, 'd', 'subscription { items { name } }', () => s.listeners() === 1);
    wire.readyState = 3;
    s.emit(markShared({ items: [{ name: 'late' }] }));
    await vi.waitFor(() => expect(s.resolvedCount()).toBe(1));
    await turn();
    expect(wire.sent.join()).not.toContain('late');
  });
});

describe('a payload written to many sockets', () => {
  it('is one promise for every subscription waiting for it, written in one pass once it is ready', async () => {
    const emitters: ((n: number) => Promise<void> | undefined)[] = [];
    const source = eventSource((emit: (n: number) => Promise<void> | undefined) => {
      emitters.push(emit);
      return () => undefined;
    });
    let ready: (bytes: Buffer) => void = () => undefined;
    const payload = new Promise<Buffer>((ok) => {
      ready = ok;
    });
    const written: string[] = [];
    for (const name of ['a', 'b', 'c'])
      streamFrames(source, () => payload, { next: (bytes) => written.push(`${name}:${bytes}`) }, mask);
    const waits = emitters.map((emit) => emit(1));
    expect(new Set(waits).size).toBe(1);
    expect(written).toEqual([]);
    ready(Buffer.from('{"n":1}'));
    await waits[0];
    expect(written).toEqual(['a:{"n":1}', 'b:{"n":1}', 'c:{"n":1}']);
    // The same payload once it is written: at once, nothing to wait for.
    void emitters[0]?.(1);
    expect(written).toEqual(['a:{"n":1}', 'b:{"n":1}', 'c:{"n":1}', 'a:{"n":1}']);
  });
});

describe('a source that ends itself', () => {
  /** A listenable source that ends when the test says, counting how often it was stopped. */
  function ending() {
    let end: (error?: unknown) => void = () => undefined;
    let emit: (n: number) => Promise<void> | undefined = () => undefined;
    let stops = 0;
    const source = eventSource((e: typeof emit, done: typeof end) => {
      emit = e;
      end = done;
      return () => {
        stops++;
      };
    });
    return { source, emit: (n: number) => emit(n), end: (error?: unknown) => end(error), stops: () => stops };
  }

  it('writes its frames first, then fails with the masked error, and is stopped once', async () => {
    const s = ending();
    const written: string[] = [];
    const frames = streamFrames(
      s.source,
      async (n) => Buffer.from(String(n)),
      { next: (b) => written.push(`${b}`) },
      mask,
    );
    void s.emit(1);
    s.end(new Error('database password is hunter2'));
    await expect(frames.next()).rejects.toThrow('Unexpected error.');
    expect(written).toEqual(['1']);
    expect(s.stops()).toBe(1);
    await frames.return?.();
    expect(s.stops()).toBe(1);
  });

  it('completes when it ends without an error, and is stopped', async () => {
    const s = ending();
    const frames = streamFrames(s.source, async (n) => Buffer.from(String(n)), { next: () => undefined }, mask);
    s.end();
    await expect(frames.next()).resolves.toEqual({ done: true, value: undefined });
    expect(s.stops()).toBe(1);
  });

  it('iterated, yields what came, then throws the error, and is stopped once', async () => {
    const s = ending();
    const iterator = s.source[Symbol.asyncIterator]();
    const first = iterator.next();
    void s.emit(7);
    await expect(first).resolves.toEqual({ done: false, value: 7 });
    s.end(new Error('gone'));
    await expect(iterator.next()).rejects.toThrow('gone');
    await iterator.return?.();
    expect(s.stops()).toBe(1);
  });
});
