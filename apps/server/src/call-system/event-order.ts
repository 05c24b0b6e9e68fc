import type { Cursor } from './link';

/** Where an event stands in the stream's order (protocol §8, ADR 0025). */
export type Placed =
  | { kind: 'next'; cursor: Cursor }
  | { kind: 'skip' }
  | { kind: 'gap'; why: string }
  | { kind: 'backwards'; why: string }
  | { kind: 'stop'; why: string };

/**
 * Where an event with `seq` stands after `position` (null: the stream or its position is not known yet),
 * given `lastSeen`, the highest seq seen on the socket since its last snapshot: the next one, already
 * reflected in a snapshot (skip), after a gap, or backwards. Asks only; the session notes what it saw.
 */
export function placeEvent(seq: number, position: Cursor | null, lastSeen: number | null): Placed {
  if (!position) return { kind: 'stop', why: 'an event before the stream was known' };
  if (lastSeen !== null && seq <= lastSeen) return { kind: 'backwards', why: `seq ${seq} after ${lastSeen}` };
  // In flight when the snapshot was taken on this socket: already reflected in it.
  if (seq <= position.seq) return { kind: 'skip' };
  if (seq !== position.seq + 1) return { kind: 'gap', why: `gap in the event sequence: ${position.seq} then ${seq}` };
  return { kind: 'next', cursor: { stream_id: position.stream_id, seq } };
}
