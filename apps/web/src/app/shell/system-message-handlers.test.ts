import { describe, expect, it, vi } from 'vitest';
import { shellMessageHandlers } from './system-message-handlers';

function effects() {
  return {
    reportVersion: vi.fn(),
    reload: vi.fn(),
    reloadAppData: vi.fn(),
    coverageChanged: vi.fn(),
    screenAlarm: vi.fn(),
    sync: {
      jobStarted: vi.fn(),
      jobEnded: vi.fn(),
      jobsUnknown: vi.fn(),
      commitStarted: vi.fn(),
      commitProgress: vi.fn(),
      commitEnded: vi.fn(),
    },
  };
}

type Effects = ReturnType<typeof effects>;
const calls = (fx: Effects) =>
  Object.fromEntries(
    [
      ...Object.entries(fx).filter(([k]) => k !== 'sync'),
      ...Object.entries(fx.sync).map(([k, v]) => [`sync.${k}`, v]),
    ].flatMap(([name, mock]) => {
      const m = mock as ReturnType<typeof vi.fn>;
      return m.mock.calls.length ? [[name, m.mock.calls]] : [];
    }),
  );

describe('system messages in the shell (spec part 1 §7)', () => {
  it.each([
    [
      'restart with a version',
      'restart',
      { version: '2.0.0', started_at: 'x' },
      { reportVersion: [['2.0.0']], 'sync.jobsUnknown': [[]] },
    ],
    ['restart without one', 'restart', {}, { 'sync.jobsUnknown': [[]] }],
    ['reload', 'reload', null, { reload: [[]] }],
    ['time', 'time', 1_700_000_000, {}], // sets the server clock (server-clock.test.ts), nothing in the shell
    ['commit start', 'getsconfig.commit', { revision: 3 }, { 'sync.commitStarted': [[]] }],
    ['commit progress', 'getsconfig.progress', { progress: 40 }, { 'sync.commitProgress': [[40]] }],
    ['commit progress without a number', 'getsconfig.progress', { progress: 'x' }, {}],
    ['commit done', 'getsconfig.commit_done', { status: 'ready' }, { 'sync.commitEnded': [[]], reloadAppData: [[]] }],
    [
      'configuration changed',
      'getsconfig.changed',
      { system_id: 1, last_gets_change: '2025-03-01T07:15:00.000Z' },
      { reloadAppData: [[]] },
    ],
    ['HTTP job start', 'getshttp.start', { action: 'config.read' }, { 'sync.jobStarted': [[]] }],
    ['HTTP job end', 'getshttp.finished', { action: 'config.read' }, { 'sync.jobEnded': [[]] }],
    ['HTTP job failure', 'getshttp.failed', { action: 'config.read' }, { 'sync.jobEnded': [[]] }],
    [
      'a section without phones',
      'app.coverage',
      { system_id: 1, uncovered: ['Station A', 7], covered_again: 0 },
      { coverageChanged: [[{ uncovered: ['Station A'], coveredAgain: 0 }]] },
    ],
    [
      'a silent wall display, by its name',
      'fleet.alarm',
      { reason: 'silent', screen_id: 4, name: 'Flur Nord', place: 'Flur', kind: 'display' },
      { screenAlarm: [[{ reason: 'silent', screen: 'Flur Nord', screenId: 4, latencyMs: null }]] },
    ],
    [
      'a late wall display, by its place while unnamed',
      'fleet.alarm',
      { reason: 'late', screen_id: null, name: null, place: 'Flur', kind: 'display', latency_ms: 6200 },
      { screenAlarm: [[{ reason: 'late', screen: 'Flur', screenId: null, latencyMs: 6200 }]] },
    ],
    ['a fleet alarm of no known reason', 'fleet.alarm', { reason: 'other' }, {}],
  ])('%s', (_label, subject, payload, expected) => {
    const fx = effects();
    const handle = shellMessageHandlers(fx)[subject];
    if (!handle) throw new Error(`no handler for ${subject}`);
    handle(payload);
    expect(calls(fx)).toEqual(expected);
  });

  it('leaves other subjects to their areas', () => {
    expect(shellMessageHandlers(effects()).videostream).toBeUndefined();
  });
});
