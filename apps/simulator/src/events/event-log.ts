import type { SimState } from '../world/sim-state';
import type { EventDataMap, EventType, SimEvent } from './event-types';

/** Appends an event with the next sequence number and drops the oldest beyond `retention`. */
export function appendEvent<T extends EventType>(
  state: SimState,
  retention: number,
  type: T,
  data: EventDataMap[T],
  at: Date,
): SimEvent<T> {
  state.seq += 1;
  const event: SimEvent<T> = { seq: state.seq, type, at: at.toISOString(), data };
  state.events.push(event);
  if (state.events.length > retention) state.events.splice(0, state.events.length - retention);
  return event;
}

/** Sequence number of the oldest event still retained; `seq + 1` when none is. */
export function oldestRetainedSeq(state: SimState): number {
  return state.events[0]?.seq ?? state.seq + 1;
}

export type Replay =
  | { kind: 'events'; events: SimEvent[] }
  | { kind: 'snapshot_needed'; reason: 'expired' | 'ahead' | 'other_stream' };

/**
 * What a client that holds everything up to `since` has missed, up to `upTo` (the last event already
 * published live, so nothing is sent twice). If the gap can no longer be filled, the client must re-read
 * the open-call snapshot instead.
 */
export function replayAfter(state: SimState, since: number, upTo: number, streamId: string | null): Replay {
  if (streamId !== null && streamId !== state.stream_id) return { kind: 'snapshot_needed', reason: 'other_stream' };
  if (since > state.seq) return { kind: 'snapshot_needed', reason: 'ahead' };
  if (since + 1 < oldestRetainedSeq(state)) return { kind: 'snapshot_needed', reason: 'expired' };
  return { kind: 'events', events: state.events.filter((event) => event.seq > since && event.seq <= upTo) };
}
