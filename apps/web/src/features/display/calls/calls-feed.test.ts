import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTransport } from '../../../app/connection/transport';
import { socketEventsOf } from '../live/socket-events';
import { buildCall, callsUpdate } from '../test/builders';
import { stubServer } from '../test/fake-server';
import { createFakeSocket } from '../test/fake-socket';
import { createCallsFeed } from './calls-feed';

function setUp(systemId = 2) {
  const socket = createFakeSocket();
  const transport = createTransport({ context: { systemId: () => 1, locale: () => 'en' }, socket: socket.client });
  const onArrived = vi.fn();
  const feed = createCallsFeed({ transport, systemId, socket: socketEventsOf(socket.client), onArrived, retryMs: 50 });
  const feeds = () => socket.subscriptions.filter((s) => s.operationName === 'OnCallsChanged');
  return { socket, transport, feed, onArrived, feeds };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('calls feed', () => {
  it('subscribes for its system and takes each complete list as the truth', async () => {
    const { socket, feed, feeds } = setUp(2);
    expect(feeds()).toHaveLength(1);
    expect(feeds()[0]?.variables).toEqual({ override_system: '2', since: null });

    socket.push('OnCallsChanged', callsUpdate(4, [buildCall(1, { system: 2 }), buildCall(2, { system: 2 })], 2));
    await vi.waitFor(() => expect(feed.getState().calls.map((c) => c.id)).toEqual([1, 2]));
    socket.push('OnCallsChanged', callsUpdate(5, [buildCall(2, { system: 2 })], 2));
    await vi.waitFor(() => expect(feed.getState().calls.map((c) => c.id)).toEqual([2]));
    expect(feed.getState()).toMatchObject({ seq: 5, loading: false, synced: true, error: null });
    feed.dispose();
  });

  it('resubscribes after a reconnect with since = the last seq, and drops the old subscription', async () => {
    const { socket, feed, feeds } = setUp();
    socket.push('OnCallsChanged', callsUpdate(7, [buildCall(1, { system: 2 })], 2));
    await vi.waitFor(() => expect(feed.getState().seq).toBe(7));

    socket.emit('closed', { code: 1006 });
    expect(feeds()[0]?.disposed).toBe(true);
    expect(feed.getState().synced).toBe(false);
    expect(feed.getState().calls).toHaveLength(1); // the last known list stays until the resync

    socket.emit('connected');
    expect(feeds()).toHaveLength(2);
    expect(feeds()[1]?.variables).toEqual({ override_system: '2', since: 7 });
    socket.push('OnCallsChanged', callsUpdate(9, [buildCall(1, { system: 2 }), buildCall(3, { system: 2 })], 2));
    await vi.waitFor(() => expect(feed.getState()).toMatchObject({ seq: 9, synced: true }));
    expect(feed.getState().calls.map((c) => c.id)).toEqual([1, 3]);
    feed.dispose();
  });

  it('reports calls that arrived, never the list it starts with, and never a call twice', async () => {
    const { socket, feed, onArrived } = setUp();
    socket.push('OnCallsChanged', callsUpdate(1, [buildCall(1, { system: 2 })], 2));
    await vi.waitFor(() => expect(feed.getState().seq).toBe(1));
    expect(onArrived).not.toHaveBeenCalled();

    socket.push('OnCallsChanged', callsUpdate(2, [buildCall(1, { system: 2 }), buildCall(2, { system: 2 })], 2));
    // The same list again, as a replay after a reconnect might bring it.
    socket.push('OnCallsChanged', callsUpdate(2, [buildCall(1, { system: 2 }), buildCall(2, { system: 2 })], 2));
    await vi.waitFor(() => expect(feed.getState().calls).toHaveLength(2));
    expect(onArrived).toHaveBeenCalledOnce();
    expect(onArrived.mock.calls[0]?.[0].map((c: { id: number }) => c.id)).toEqual([2]);
    feed.dispose();
  });

  it('refetches openCalls with its system as context when the server went back in history', async () => {
    const server = stubServer({ OpenCalls: () => ({ openCalls: [buildCall(8, { system: 2 })] }) });
    const { socket, feed } = setUp();
    socket.push('OnCallsChanged', callsUpdate(40, [buildCall(1, { system: 2 })], 2));
    await vi.waitFor(() => expect(feed.getState().seq).toBe(40));

    socket.push('OnCallsChanged', callsUpdate(3, [], 2));
    await vi.waitFor(() => expect(feed.getState().calls.map((c) => c.id)).toEqual([8]));
    expect(server.of('OpenCalls')).toEqual([{ operationName: 'OpenCalls', variables: {}, system: '02' }]);
    expect(feed.getState().seq).toBe(3);
    feed.dispose();
  });

  it('shows a refused subscription as an error and tries again', async () => {
    const { socket, feed, feeds } = setUp();
    feeds()[0]?.sink.error([{ message: 'MISSING_PERMISSION: system' }]);
    await vi.waitFor(() => expect(feed.getState().error?.message).toContain('MISSING_PERMISSION'));
    expect(feed.getState().synced).toBe(false);
    await vi.waitFor(() => expect(socket.active('OnCallsChanged')).toHaveLength(1));
    expect(feeds()).toHaveLength(2);
    feed.dispose();
  });

  it('lets go of everything when disposed', () => {
    const { socket, feed, feeds } = setUp();
    feed.dispose();
    expect(feeds()[0]?.disposed).toBe(true);
    socket.emit('connected');
    expect(feeds()).toHaveLength(1);
  });
});
