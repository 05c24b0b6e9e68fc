import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeConfigurator } from '../src/call-system/fake-configurator';
import { linkReady } from './call-system';
import type { TestClient } from './client';
import { startServer, type TestServer } from './harness';
import { setUpAdmin } from './seed';

// Issue 10 point 9: the wall display is public, so its system messages carry states, never the error
// texts behind them (SQL, connection errors); technicians get those, and hear about quarantined messages.

type Message = { subject: string; payload: Record<string, unknown> | null };

let fake: FakeConfigurator;
let server: TestServer;
let systemId: number;

beforeAll(async () => {
  fake = await FakeConfigurator.start();
  server = await startServer();
  systemId = await linkReady(server, fake.port, '');
});
afterAll(async () => {
  await server.close();
  await fake.close().catch(() => undefined);
});

/** Every system message a client's socket hears, from now on. */
function listen(client: TestClient) {
  client.system = String(systemId).padStart(2, '0');
  const socket = client.socket();
  const heard: Message[] = [];
  socket.subscribe<{ systemMessages: Message }>(
    { query: 'subscription { systemMessages { subject payload } }' },
    { next: (v) => v.data && heard.push(v.data.systemMessages), error: () => undefined, complete: () => undefined },
  );
  return { socket, heard };
}

describe('system messages about the configurator link', () => {
  it('give the display states only, and technicians the causes and the quarantine', async () => {
    const technician = listen(await setUpAdmin(server));
    const visitor = listen(server.client());
    await vi.waitFor(() => {
      expect(technician.heard.some((m) => m.subject === 'restart')).toBe(true);
      expect(visitor.heard.some((m) => m.subject === 'restart')).toBe(true);
    });

    fake.event('device.battery', { device_id: 'x', battery: 40 });
    await vi.waitFor(() => expect(technician.heard.map((m) => m.subject)).toContain('link.quarantined'));
    const notice = technician.heard.find((m) => m.subject === 'link.quarantined');
    expect(notice?.payload).toMatchObject({
      system_id: systemId,
      source: 'event',
      reason: expect.stringMatching(/device_id/),
    });

    await fake.close();
    const offline = (m: Message) => m.subject === 'link.state' && m.payload?.state === 'offline';
    await vi.waitFor(
      () => {
        expect(technician.heard.some(offline)).toBe(true);
        expect(visitor.heard.some(offline)).toBe(true);
      },
      { timeout: 10_000 },
    );
    expect(technician.heard.find(offline)?.payload).toMatchObject({ error: expect.any(String) });
    expect(visitor.heard.find(offline)?.payload).toEqual({
      system_id: systemId,
      state: 'offline',
      progress: null,
      age_seconds: expect.any(Number),
    });

    // Nothing the visitor heard carries a cause: no error texts, no quarantine.
    expect(visitor.heard.map((m) => m.subject)).not.toContain('link.quarantined');
    for (const m of visitor.heard)
      expect(JSON.stringify(m.payload ?? {})).not.toMatch(/error|message|ECONN|select|insert/i);
    await technician.socket.dispose();
    await visitor.socket.dispose();
  });
});
