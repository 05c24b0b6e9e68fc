import { formatSystemId } from '@wardlight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageForViewersOf } from '../src/modules/system-messages/system-messages.service';
import { SERVER_VERSION } from '../src/version';
import { take } from './client';
import { startServer, type TestServer } from './harness';
import { addSystems, setUpAdmin } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const MESSAGES = 'subscription { systemMessages { subject payload } }';
type Msg = { systemMessages: { subject: string; payload: unknown } };

describe('systemMessages over the socket', () => {
  it('starts with restart (server version) and time, then delivers published messages', async () => {
    const socket = server.client().socket();
    // The subscription is live once its first message arrived; publish then.
    const [restart, time, reload] = await take<Msg>(socket, MESSAGES, 3, {
      onNext: (_m, i) => {
        if (i === 0) void server.app.services.systemMessages.publish({ subject: 'reload', payload: null });
      },
    });
    expect(restart?.systemMessages).toEqual({
      subject: 'restart',
      payload: { version: SERVER_VERSION, started_at: expect.any(String) },
    });
    expect(time?.systemMessages.subject).toBe('time');
    expect(Math.abs(Number(time?.systemMessages.payload) - Date.now() / 1000)).toBeLessThan(5);
    expect(reload?.systemMessages).toEqual({ subject: 'reload', payload: null });
    await socket.dispose();
  });

  it('refuses guarded subscriptions without a session and a socket for a system not granted', async () => {
    const admin = await setUpAdmin(server);
    const [sys] = await addSystems(server, ['Haus Eiche']);
    const visitor = server.client();
    visitor.system = String((sys ?? 0) + 50);
    const socket = visitor.socket();
    await expect(take(socket, MESSAGES, 1)).rejects.toMatchObject({ code: 4403 });
    await socket.dispose();
    expect(admin.cookie).toBeTruthy();
  });

  it('keeps system-context messages to their context, and gives messages about a system to all who may see it', async () => {
    const [first = 0, second = 0] = await addSystems(server, ['Haus Ahorn', 'Haus Birke']);
    const { systemMessages } = server.app.services;
    const display = server.client();
    display.system = formatSystemId(first);
    const socket = display.socket();
    const received = await take<Msg>(socket, MESSAGES, 3, {
      // The clock's tick and the link watch's states (a system's configurator found offline) come when
      // they come: not what this test is about.
      filter: (m) => !['time', 'link.state'].includes(m.systemMessages.subject),
      onNext: (_m, i) => {
        if (i > 0) return;
        void (async () => {
          // The second system's consoles only: had the display heard it, it would come first.
          await systemMessages.publish({ subject: 'getsconfig.commit', payload: null, system_id: second });
          await systemMessages.publish(messageForViewersOf(second, 'displaynote.updated', { system_id: second }));
          await systemMessages.publish({ subject: 'getsconfig.commit_done', payload: null, system_id: first });
        })();
      },
    });
    expect(received.slice(1).map((m) => m.systemMessages)).toEqual([
      { subject: 'displaynote.updated', payload: { system_id: second } },
      { subject: 'getsconfig.commit_done', payload: null },
    ]);
    await socket.dispose();
  });

  it('tells clients to reconnect (1012) when the server shuts down, never 1000', async () => {
    const other = await startServer();
    const socket = other.client().socket();
    const closed = new Promise<number>((resolve) => socket.on('closed', (e) => resolve((e as { code: number }).code)));
    await take(socket, MESSAGES, 1);
    await other.close();
    expect(await closed).toBe(1012);
    await socket.dispose();
  });
});
