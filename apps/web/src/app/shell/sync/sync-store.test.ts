import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMIT_COUNTS_AS_RUNNING_MS } from '../shell-constants';
import { createSyncStore, isCommitRunning } from './sync-store';

describe('sync store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts HTTP sync jobs, never below zero, and forgets them on a new subscription', () => {
    const store = createSyncStore();
    store.jobStarted();
    store.jobStarted();
    store.jobEnded();
    expect(store.getSnapshot().jobs).toBe(1);
    store.jobEnded();
    store.jobEnded();
    expect(store.getSnapshot().jobs).toBe(0);
    store.jobStarted();
    store.jobsUnknown();
    expect(store.getSnapshot().jobs).toBe(0);
  });

  it.each([
    ['no message yet, AppData says no', [], false, false],
    ['no message yet, AppData says a commit runs', [], true, true],
    ['a commit started', ['start'], false, true],
    ['a commit ended, whatever AppData said at load', ['start', 'end'], true, false],
    ['an end heard without a start', ['end'], true, false],
  ] as const)('%s', (_label, events, appData, running) => {
    const store = createSyncStore();
    for (const e of events) (e === 'start' ? store.commitStarted : store.commitEnded)();
    expect(isCommitRunning(store.getSnapshot(), appData)).toBe(running);
  });

  it('keeps the progress of a running commit only', () => {
    const store = createSyncStore();
    store.commitProgress(30);
    expect(store.getSnapshot().commit).toBeNull();
    store.commitStarted();
    store.commitProgress(30);
    expect(store.getSnapshot().commit).toEqual({ running: true, progress: 30 });
  });

  it('stops counting a commit as running 15 minutes after it started', () => {
    const store = createSyncStore();
    store.commitStarted();
    vi.advanceTimersByTime(COMMIT_COUNTS_AS_RUNNING_MS - 1);
    expect(store.getSnapshot().commit?.running).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().commit?.running).toBe(false);
  });

  it('tells its listeners and starts over for another system', () => {
    const store = createSyncStore();
    const heard = vi.fn();
    store.subscribe(heard);
    store.commitStarted();
    store.jobStarted();
    store.reset();
    expect(store.getSnapshot()).toEqual({ jobs: 0, commit: null });
    expect(heard).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(COMMIT_COUNTS_AS_RUNNING_MS);
    expect(store.getSnapshot().commit).toBeNull();
  });
});
