import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeConfigurator, wireCall } from '../src/call-system/fake-configurator';
import { linkQuarantine } from '../src/db/schema/index';
import { linkReady } from './call-system';
import { startServer, type TestServer } from './harness';

// Issue 10 point 2: one malformed configurator message must never stop a system's calls. Each case sends
// something broken, then a valid call: the call must be shown within a second, the link ready, and the
// broken message kept in quarantine with its reason.

let fake: FakeConfigurator;
let server: TestServer;
let systemId: number;
let nextCallId = 1000;

beforeAll(async () => {
  fake = await FakeConfigurator.start();
  server = await startServer();
  // The fake asks for no password.
  systemId = await linkReady(server, fake.port, '');
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const quarantined = () =>
  server.app.database.db.select().from(linkQuarantine).where(eq(linkQuarantine.system_id, systemId));

const callEvent = (patch: Record<string, unknown>, id: unknown = 500) => ({ call: wireCall(0, { id, ...patch }) });
const TWO_MB = 'x'.repeat(2 * 1024 * 1024);

type Expected = { source: string; event_type?: string | null; reason: RegExp };

const CASES: [string, () => void, Expected[]][] = [
  [
    'data null',
    () => fake.event('call.opened', null),
    [{ source: 'event', event_type: 'call.opened', reason: /data/ }],
  ],
  [
    'an opened_at that is no time',
    () => fake.event('call.opened', callEvent({ opened_at: 'soon' })),
    [{ source: 'event', reason: /opened_at/ }],
  ],
  ['id "abc"', () => fake.event('call.opened', callEvent({}, 'abc')), [{ source: 'event', reason: /call\.id/ }]],
  ['id 2^40', () => fake.event('call.opened', callEvent({}, 2 ** 40)), [{ source: 'event', reason: /call\.id/ }]],
  [
    'device_id "x"',
    () => fake.event('device.battery', { device_id: 'x', battery: 40 }),
    [{ source: 'event', event_type: 'device.battery', reason: /device_id/ }],
  ],
  ['a negative id', () => fake.event('call.opened', callEvent({}, -7)), [{ source: 'event', reason: /call\.id/ }]],
  [
    'an object where a text belongs ("[object Object]")',
    () => fake.event('call.opened', callEvent({ device_text_long: { a: 1 } })),
    [{ source: 'event', reason: /device_text_long/ }],
  ],
  [
    'a 2 MB text',
    () => fake.event('call.opened', callEvent({ section_name: TWO_MB })),
    [{ source: 'event', reason: /section_name/ }],
  ],
  ['a frame that is not JSON', () => fake.raw('{"seq": 1, oops'), [{ source: 'frame', reason: /not JSON/ }]],
  [
    'an event whose seq cannot be read (replayed the same way)',
    () => fake.event('call.opened', callEvent({}, 501), { seq: 'abc' }),
    [{ source: 'frame', event_type: 'call.opened', reason: /seq/ }],
  ],
  // Last: the bad call stays in every later snapshot, as it would on a faulty configurator.
  [
    'a snapshot with a bad call',
    () => {
      fake.snapshotCalls.push(wireCall(77, { is_closed: 'maybe' }));
      // An unreadable call event: which calls are open is read again, and the snapshot has a bad one.
      fake.event('call.updated', callEvent({ updated_at: null }));
    },
    [
      { source: 'event', event_type: 'call.updated', reason: /updated_at/ },
      { source: 'call', reason: /is_closed/ },
    ],
  ],
];

describe('a hostile configurator', () => {
  it.each(CASES)('after %s, the next call is shown within a second', async (_case, send, expected) => {
    const before = (await quarantined()).length;
    send();
    const id = nextCallId++;
    const sentAt = Date.now();
    fake.openCall(id);
    await vi.waitFor(
      async () => expect((await server.app.services.calls.openCalls(systemId)).map((c) => c.id)).toContain(id),
      { timeout: 1_000, interval: 10 },
    );
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    await vi.waitFor(() => expect(server.app.services.links.status(systemId)?.state).toBe('ready'), { timeout: 2_000 });

    const rows = (await quarantined()).slice(before);
    expect(rows).toHaveLength(expected.length);
    expected.forEach((want, index) => {
      const row = rows[index];
      expect(row?.source).toBe(want.source);
      if (want.event_type !== undefined) expect(row?.event_type).toBe(want.event_type);
      expect(row?.reason).toMatch(want.reason);
      expect(row?.raw.length).toBeLessThanOrEqual(64 * 1024);
    });
  });

  it('shows a call whose opening time cannot be read with the time it arrived, and keeps it in quarantine', async () => {
    const before = (await quarantined()).length;
    // A head unit whose clock was reset: the call is still someone pressing for help.
    fake.snapshotCalls.push(wireCall(78, { opened_at: '1970-01-01T00:00:00.000Z', updated_at: null }));
    const asked = Date.now();
    fake.event('call.updated', callEvent({ updated_at: null }));
    await vi.waitFor(
      async () => expect((await server.app.services.calls.openCalls(systemId)).map((c) => c.id)).toContain(78),
      { timeout: 1_000, interval: 10 },
    );
    const shown = (await server.app.services.calls.openCalls(systemId)).find((c) => c.id === 78);
    expect(shown?.opened_at.getTime()).toBeGreaterThanOrEqual(asked - 1_000);
    const rows = (await quarantined()).slice(before);
    expect(rows.some((row) => row.source === 'call' && /shown with the time it arrived/.test(row.reason))).toBe(true);
  });

  it('stores each unreadable message once, the big one cut to 64 KiB with its size', async () => {
    const rows = await quarantined();
    const big = rows.find((row) => row.raw_bytes > 2 * 1024 * 1024);
    expect(Buffer.byteLength(big?.raw ?? '')).toBeLessThanOrEqual(64 * 1024);
    // Events with a readable seq are stored with it, and the stream moved past them exactly once.
    const seqs = rows.flatMap((row) => (row.seq === null ? [] : [row.seq]));
    expect(new Set(seqs).size).toBe(seqs.length);
  });
});
