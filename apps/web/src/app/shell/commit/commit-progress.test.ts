import { describe, expect, it } from 'vitest';
import { shownProgress } from './commit-progress';

describe('commit popup progress', () => {
  it.each([
    ['no answer yet', undefined, null],
    ['running, no progress yet', { status: 'running', progress: 0 }, null],
    ['running', { status: 'running', progress: 40 }, 40],
    ['ready', { status: 'ready', progress: 100 }, null],
    ['failed on the way', { status: 'failed', progress: 30 }, 30],
    ['unknown', { status: 'unknown', progress: 0 }, null],
  ])('%s', (_label, changelog, shown) => {
    expect(shownProgress(changelog)).toBe(shown);
  });
});
