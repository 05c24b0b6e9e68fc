import { ANONYMOUS } from '@wardlight/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalBus } from '../../events/local-bus';
import { createSystemMessages, type SystemMessage, timeMessage } from './system-messages.service';

describe('the server’s time (spec part 1 §7 `time`, ADR 0038)', () => {
  afterEach(() => vi.useRealTimers());

  it('is seconds with the milliseconds as a fraction', () => {
    expect(timeMessage(1_800_000_000_250)).toEqual({ subject: 'time', payload: 1_800_000_000.25 });
  });

  it('comes on subscribe, after restart, and again at every interval', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T10:00:00.125Z'));
    const messages = createSystemMessages({ bus: new LocalBus(), version: '1.0.0', timeIntervalMs: 60_000 });
    const got: SystemMessage[] = [];
    messages.subscribe({ systemId: 1, principal: ANONYMOUS }, (m) => got.push(m));
    expect(got.map((m) => m.subject)).toEqual(['restart', 'time']);
    expect(got[1]?.payload).toBe(Date.parse('2026-11-27T10:00:00.125Z') / 1000);
    vi.advanceTimersByTime(60_000);
    expect(got.at(-1)).toEqual({ subject: 'time', payload: Date.parse('2026-11-27T10:01:00.125Z') / 1000 });
    messages.close();
  });
});
