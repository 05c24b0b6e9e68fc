import { describe, expect, it } from 'vitest';
import { buildCareHome } from '../../fixtures/care-home';
import { createInitialState } from '../world/facility';
import { appendEvent, replayAfter } from './event-log';

function stateWithEvents(count: number, retention: number) {
  const state = createInitialState(buildCareHome(), new Date(0).toISOString());
  for (let i = 0; i < count; i += 1) appendEvent(state, retention, 'commit.progress', { progress: i }, new Date(0));
  return state;
}

describe('replayAfter', () => {
  // 10 events, the last 5 retained (seq 6..10), all published.
  const state = stateWithEvents(10, 5);
  const seqs = (since: number, upTo = 10) => {
    const replay = replayAfter(state, since, upTo, null);
    return replay.kind === 'events' ? replay.events.map((event) => event.seq) : replay.reason;
  };

  it.each([
    ['everything after the oldest retained', 5, [6, 7, 8, 9, 10]],
    ['the tail', 8, [9, 10]],
    ['nothing when up to date', 10, []],
    ['expired when a retained gap would remain', 4, 'expired'],
    ['expired from the very start', 0, 'expired'],
    ['ahead when the client claims a future seq', 11, 'ahead'],
  ])('%s', (_name, since, expected) => {
    expect(seqs(since)).toEqual(expected);
  });

  it('replays only what is already published', () => {
    expect(seqs(7, 9)).toEqual([8, 9]);
  });

  it('asks for a snapshot when the client knows another stream', () => {
    expect(replayAfter(state, 8, 10, 'someone-else')).toEqual({ kind: 'snapshot_needed', reason: 'other_stream' });
  });
});
