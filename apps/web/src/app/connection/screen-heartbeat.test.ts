import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHeartbeat, type HeartbeatInput, screenKey } from './screen-heartbeat';
import { createServerClock } from './server-clock';

const HOUR_MS = 3_600_000;

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

describe('the screen heartbeat (ADR 0038)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  function beating(pace: number | null = null) {
    const sent: HeartbeatInput[] = [];
    // The kiosk runs two hours ahead of the server.
    const clock = createServerClock();
    clock.note((Date.now() - 2 * HOUR_MS) / 1000);
    const heartbeat = createHeartbeat({
      kind: 'display',
      key: 'screen-key-1234',
      report: () => ({ kind: 'display', place: 'Flur', profile_id: 4, visible: true, sound_unlocked: false }),
      send: (input) => {
        sent.push(input);
        return Promise.resolve(pace);
      },
      clock,
      version: () => '1.2.3',
      afterPaint: (done) => setTimeout(done, 16),
    });
    return { sent, heartbeat, clock };
  }

  it('says at once and every 30 s where it is, its version and its clock offset', () => {
    const { sent, heartbeat } = beating();
    heartbeat.start();
    expect(sent).toEqual([
      {
        key: 'screen-key-1234',
        kind: 'display',
        place: 'Flur',
        profile_id: 4,
        visible: true,
        sound_unlocked: false,
        version: '1.2.3',
        clock_offset_ms: -2 * HOUR_MS,
        renders: [],
      },
    ]);
    vi.advanceTimersByTime(30_000);
    expect(sent).toHaveLength(2);
    heartbeat.stop();
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
  });

  it('keeps the pace the server asks for', async () => {
    const { sent, heartbeat } = beating(1_300);
    heartbeat.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1_300);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_300);
    expect(sent).toHaveLength(3);
    heartbeat.stop();
  });

  it('measures press → render in the server clock once painted, and sends it within 2 s', () => {
    const { sent, heartbeat, clock } = beating();
    heartbeat.start();
    // Pressed 1.5 s ago by the server's clock; the kiosk's own clock would make it -2 h.
    const opened_at = new Date(clock.now() - 1_500).toISOString();
    heartbeat.rendered([{ id: 7, opened_at }]);
    vi.advanceTimersByTime(2_100);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.renders).toEqual([{ call_id: 7, latency_ms: 1_516 }]);
    vi.advanceTimersByTime(30_000);
    expect(sent[2]?.renders).toEqual([]);
    heartbeat.stop();
  });

  it('bounds what it sends to what the server takes', () => {
    const sent: HeartbeatInput[] = [];
    const clock = createServerClock();
    clock.note(1);
    const heartbeat = createHeartbeat({
      kind: 'phone',
      key: 'screen-key-1234',
      report: () => ({ kind: 'phone', place: 'x'.repeat(500), profile_id: null, visible: false, sound_unlocked: null }),
      send: (input) => {
        sent.push(input);
        return Promise.resolve(null);
      },
      clock,
      version: () => null,
      afterPaint: (done) => done(),
    });
    heartbeat.rendered(Array.from({ length: 80 }, (_, i) => ({ id: i + 1, opened_at: new Date().toISOString() })));
    heartbeat.beat();
    expect(sent[0]?.place).toHaveLength(200);
    expect(sent[0]?.version).toBe('');
    expect(sent[0]?.clock_offset_ms).toBe(-(2 ** 31 - 1));
    expect(sent[0]?.renders).toHaveLength(50);
  });

  it('keeps one random key per browser and kind', () => {
    const storage = memoryStorage();
    const display = screenKey('display', storage);
    expect(display).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(screenKey('display', storage)).toBe(display);
    expect(screenKey('phone', storage)).not.toBe(display);
    expect(storage.getItem('cs.screen.display')).toBe(display);
  });
});
