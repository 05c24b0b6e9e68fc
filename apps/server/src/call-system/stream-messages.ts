import type { StreamMessage } from './link';

const isSeq = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isText = (value: unknown): value is string => typeof value === 'string';

export type ParsedFrame = StreamMessage | { type: 'ignored' } | { type: 'invalid'; why: string };

/**
 * Reads one socket frame. The supervisor orders and dedupes by `seq`, so a frame whose sequence numbers
 * cannot be trusted is refused rather than guessed at; the stream then ends and is re-opened from the cursor.
 * `replayed` is whether `live` has not been seen yet on this socket.
 */
export function parseStreamMessage(text: string, replayed: boolean): ParsedFrame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { type: 'invalid', why: 'a message is not JSON' };
  }
  if (typeof raw !== 'object' || raw === null) return { type: 'invalid', why: 'a message is not an object' };
  const m = raw as Record<string, unknown>;
  if (m.seq !== undefined) {
    if (!isSeq(m.seq) || !isText(m.type)) return { type: 'invalid', why: 'an event without a valid seq or type' };
    return { type: 'event', replayed, event: { seq: m.seq, type: m.type, at: isText(m.at) ? m.at : '', data: m.data } };
  }
  switch (m.type) {
    case 'hello':
      if (!isText(m.stream_id) || !isSeq(m.current_seq)) return { type: 'invalid', why: 'a malformed hello' };
      return {
        type: 'hello',
        stream_id: m.stream_id,
        current_seq: m.current_seq,
        oldest_seq: isSeq(m.oldest_seq) ? m.oldest_seq : m.current_seq + 1,
        version: isText(m.version) ? m.version : '',
      };
    case 'snapshot_needed': {
      const reason = m.reason === 'expired' || m.reason === 'ahead' ? m.reason : 'other_stream';
      if (!isSeq(m.current_seq)) return { type: 'invalid', why: 'a malformed snapshot_needed' };
      return {
        type: 'snapshot_needed',
        reason,
        stream_id: isText(m.stream_id) ? m.stream_id : '',
        current_seq: m.current_seq,
      };
    }
    case 'live':
    case 'pong':
      if (!isSeq(m.current_seq)) return { type: 'invalid', why: `a malformed ${m.type}` };
      return { type: m.type, current_seq: m.current_seq };
    default:
      // A control message added after v1: nothing to apply and no seq to advance.
      return { type: 'ignored' };
  }
}
