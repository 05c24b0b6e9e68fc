import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkSystem, startTestSimulator } from './call-system';
import type { TestClient } from './client';
import { startServer, type TestServer } from './harness';

let server: TestServer;
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
let visitor: TestClient;
const statements: string[] = [];

beforeAll(async () => {
  sim = await startTestSimulator();
  server = await startServer({ onQuery: (sql) => statements.push(sql) });
  const systemId = await linkSystem(server, sim.sim.port);
  visitor = server.client();
  visitor.system = String(systemId).padStart(2, '0');
  await vi.waitFor(() => expect(server.app.services.links.status(systemId)?.state).toBe('ready'), { timeout: 10_000 });
});
afterAll(async () => {
  await server.close();
  await sim.close();
});

describe('onCallsChanged fan-out', () => {
  it('reads the open calls once per change, however many displays listen', async () => {
    const SUBSCRIBERS = 25;
    const sockets = Array.from({ length: SUBSCRIBERS }, () => visitor.socket());
    const received = sockets.map(() => [] as number[][]);
    await new Promise<void>((resolve) => {
      let ready = 0;
      sockets.forEach((socket, i) => {
        socket.subscribe<{ onCallsChanged: { opened: number[] } }>(
          { query: 'subscription { onCallsChanged { seq opened } }' },
          {
            next: (v) => {
              received[i]?.push(v.data?.onCallsChanged.opened ?? []);
              if (received[i]?.length === 1 && ++ready === SUBSCRIBERS) resolve();
            },
            error: () => undefined,
            complete: () => undefined,
          },
        );
      });
    });
    statements.length = 0;
    const call = await sim.control.call({ device_id: 23, call_type_id: 4 });
    await vi.waitFor(() =>
      expect(received.every((r) => r.some((opened) => opened.includes(call?.id ?? -1)))).toBe(true),
    );
    const openCallReads = statements.filter(
      (s) => /from "calls"/.test(s) && /"is_closed" = /.test(s) && /order by/i.test(s),
    );
    expect(openCallReads).toHaveLength(1);
    await Promise.all(sockets.map((s) => s.dispose()));
  });
});
