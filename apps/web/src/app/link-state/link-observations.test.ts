import { describe, expect, it } from 'vitest';
import { callsCompleteOf, linkStateOf, mayMissCalls, nextChangeAt } from './link-observations';

const NOW = 1_000_000;
const seen = (state: string, msAgo: number) => ({ state, since: NOW - msAgo });

describe('whether a link state means calls may be missing', () => {
  it.each([
    ['ready, however long', seen('ready', 3_600_000), false],
    ['not heard of yet', undefined, false],
    ['offline for a blink', seen('offline', 2_999), false],
    ['offline for 3 s', seen('offline', 3_000), true],
    ['unauthorized for 3 s', seen('unauthorized', 3_000), true],
    ['unknown for 3 s', seen('unknown', 3_000), true],
    ['a state added later, for 3 s', seen('sleeping', 3_000), true],
    ['loading for 14 s', seen('loading', 14_999), false],
    ['loading for 15 s', seen('loading', 15_000), true],
    ['processing for 59 s', seen('processing', 59_999), false],
    ['processing for a minute', seen('processing', 60_000), true],
  ])('%s: %s', (_case, observation, expected) => {
    expect(mayMissCalls(observation, NOW)).toBe(expected);
  });

  it('knows when the next state crosses its threshold', () => {
    const observations = [seen('ready', 0), seen('processing', 10_000), seen('offline', 1_000), seen('offline', 9_000)];
    expect(nextChangeAt(observations, NOW)).toBe(NOW + 2_000);
    expect(nextChangeAt([seen('ready', 0), seen('offline', 9_000)], NOW)).toBeNull();
  });
});

describe('reading the messages', () => {
  it.each([
    [
      { system_id: 2, state: 'offline', progress: null, age_seconds: 4.5 },
      { system_id: 2, state: 'offline', age_seconds: 4.5 },
    ],
    [
      { system_id: 2, state: 'offline' },
      { system_id: 2, state: 'offline', age_seconds: 0 },
    ],
    [
      { system_id: 2, state: 'offline', age_seconds: -3 },
      { system_id: 2, state: 'offline', age_seconds: 0 },
    ],
    [{ system_id: '2', state: 'offline' }, null],
    [{ system_id: 2, state: null }, null],
    [null, null],
    ['offline', null],
  ])('link.state %j reads as %j', (payload, expected) => {
    expect(linkStateOf(payload)).toEqual(expected);
  });

  it.each([
    [{ status: 'degraded', calls_complete: false }, false],
    [{ status: 'ok', calls_complete: true }, true],
    [{ status: 'degraded' }, true],
    [null, true],
  ])('server.health %j: calls complete %s', (payload, expected) => {
    expect(callsCompleteOf(payload)).toBe(expected);
  });
});
