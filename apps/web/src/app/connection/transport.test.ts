import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '../../features/display/test/fake-socket';
import { AppDataDocument, DeviceActionDocument, OnCallsChangedDocument } from '../../generated/transport';
import { createTransport, RequestFailed } from './transport';

type Reply = { status?: number; body: unknown; version?: string };

/** A server answering each request with the next reply, recording what it was sent. */
function setUp(replies: Reply[], systemId = 1) {
  const sent: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    const reply = replies.shift() ?? { body: { data: null } };
    const headers = new Headers({ 'content-type': 'application/json' });
    if (reply.version) headers.set('x-server-version', reply.version);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers });
  });
  const onProblem = vi.fn();
  const onServerVersion = vi.fn();
  const socket = createFakeSocket();
  const transport = createTransport({
    context: { systemId: () => systemId, locale: () => 'fr', onServerVersion },
    socket: socket.client,
    onProblem,
    fetch,
  });
  return { transport, sent, onProblem, onServerVersion, socket };
}

const input = { input: { action: 'end calls', deviceID: 23 } };

describe('the plain transport', () => {
  it('posts the operation by name with the page system, the locale and credentials, and reports the version', async () => {
    const { transport, sent, onServerVersion } = setUp([
      { body: { data: { deviceAction: { success: true } } }, version: '5.413' },
    ]);
    await expect(transport.request(DeviceActionDocument, input)).resolves.toEqual({ deviceAction: { success: true } });
    const [request] = sent;
    expect(request?.url).toBe('/backend/query');
    expect(request?.headers.get('x-system')).toBe('01');
    expect(request?.headers.get('accept-language')).toBe('fr');
    expect(request?.body).toMatchObject({ operationName: 'DeviceAction', variables: input });
    expect(String(request?.body.query)).toContain('mutation DeviceAction');
    expect(onServerVersion).toHaveBeenCalledWith('5.413');
  });

  it('asks another system when told to', async () => {
    const { transport, sent } = setUp([{ body: { data: { deviceAction: { success: true } } } }]);
    await transport.request(DeviceActionDocument, input, { system: 12 });
    expect(sent[0]?.headers.get('x-system')).toBe('12');
  });

  it('hands back partial data beside the errors, and throws them from request', async () => {
    const errors = [{ message: 'no', extensions: { code: 'MISSING_PERMISSION' } }];
    const { transport } = setUp([{ body: { data: { license: null }, errors } }, { body: { errors } }]);
    const reply = await transport.execute(AppDataDocument, { hasSession: false });
    expect(reply.data).toEqual({ license: null });
    expect(reply.error?.errors).toEqual(errors);
    await expect(transport.request(DeviceActionDocument, input)).rejects.toBeInstanceOf(RequestFailed);
  });

  it('reports MISSING_AUTH and a 424 for the page system, not one for a system asked by name', async () => {
    const missing = { errors: [{ message: 'MISSING_AUTH', extensions: { code: 'MISSING_AUTH' } }] };
    const { transport, onProblem } = setUp([
      { body: missing },
      { status: 424, body: { errors: [{ message: 'system unavailable' }] } },
      { status: 424, body: {} },
    ]);
    await transport.execute(DeviceActionDocument, input);
    expect(onProblem).toHaveBeenLastCalledWith('missing-auth', 'DeviceAction');
    await transport.execute(DeviceActionDocument, input);
    expect(onProblem).toHaveBeenLastCalledWith('system-unavailable', 'DeviceAction');
    const other = await transport.execute(DeviceActionDocument, input, { system: 7 });
    expect(onProblem).toHaveBeenCalledTimes(2);
    expect(other.error?.status).toBe(424);
    // An answer, though an error: the server is there.
    expect(other.error?.unreachable).toBe(false);
  });

  it('turns a network failure into a failed reply that says no answer came', async () => {
    const { transport } = setUp([]);
    const failing = createTransport({
      context: { systemId: () => 1, locale: () => 'de' },
      socket: transport.socket,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const reply = await failing.execute(DeviceActionDocument, input);
    expect(reply).toMatchObject({ data: null, error: { message: 'Failed to fetch', errors: [], unreachable: true } });
  });

  it('subscribes over the socket and passes data, errors and the end on', () => {
    const { transport, socket, onProblem } = setUp([]);
    const sink = { next: vi.fn(), error: vi.fn(), complete: vi.fn() };
    const stop = transport.subscribe(OnCallsChangedDocument, { override_system: '2', since: 4 }, sink);
    const [subscription] = socket.active('OnCallsChanged');
    expect(subscription?.variables).toEqual({ override_system: '2', since: 4 });
    subscription?.sink.next({ data: { onCallsChanged: { seq: 5 } } });
    expect(sink.next).toHaveBeenCalledWith({ onCallsChanged: { seq: 5 } });
    subscription?.sink.error([{ message: 'MISSING_AUTH', extensions: { code: 'MISSING_AUTH' } }]);
    expect(sink.error.mock.calls[0]?.[0]).toBeInstanceOf(RequestFailed);
    expect(onProblem).toHaveBeenCalledWith('missing-auth', 'OnCallsChanged');
    subscription?.sink.complete();
    expect(sink.complete).toHaveBeenCalledOnce();
    stop();
    expect(socket.active('OnCallsChanged')).toEqual([]);
  });
});
