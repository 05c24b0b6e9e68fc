import { describe, expect, it } from 'vitest';
import { isCommitPending } from './commit-pending';

describe('pending commit', () => {
  it.each([
    ['nothing changed yet', null, null, false],
    ['changed, never committed', '2026-03-01T10:00:00Z', null, true],
    ['changed after the last commit', '2026-03-01T10:00:01Z', '2026-03-01T10:00:00Z', true],
    ['committed after the last change', '2026-03-01T10:00:00Z', '2026-03-01T10:05:00Z', false],
    ['committed at the moment of the change', '2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z', false],
    ['committed, nothing changed since records began', null, '2026-03-01T10:00:00Z', false],
  ])('%s', (_label, change, commit, pending) => {
    expect(isCommitPending({ last_gets_change: change, last_gets_commit: commit })).toBe(pending);
  });
});
