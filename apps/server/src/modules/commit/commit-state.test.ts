import { describe, expect, it } from 'vitest';
import { commitFlagsAfter } from './commit-state';

const now = new Date('2026-11-22T08:00:00.000Z');

describe('commit flags of the app state', () => {
  it.each([
    ['getsconfig.commit', { revision: 3 }, { committing_gets_config: true, commit_started_at: now }],
    [
      'getsconfig.commit_done',
      { status: 'ready', error: null },
      { committing_gets_config: false, last_gets_commit: now },
    ],
    [
      'getsconfig.commit_done',
      { status: 'failed', error: { key: 'commit_failed' } },
      { committing_gets_config: false },
    ],
    ['getsconfig.progress', { progress: 40 }, null],
    ['time', 1_800_000_000, null],
  ])('%s %j → %j', (subject, payload, flags) => {
    expect(commitFlagsAfter({ subject, payload }, now)).toEqual(flags);
  });
});
