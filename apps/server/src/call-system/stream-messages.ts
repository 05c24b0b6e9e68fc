import {
  eventEnvelopeSchema,
  helloSchema,
  isEventType,
  liveSchema,
  pongSchema,
  readEventData,
  readWith,
  snapshotNeededSchema,
} from '@wardlight/configurator-protocol';
import type { StreamMessage, UnreadableMessage } from './link';
import { idOf, unreadable } from './unreadable';

/** `unreadable-fatal`: a control message the stream cannot go on without (a broken hello). */
export type ParsedFrame =
  | StreamMessage
  | { type: 'ignored' }
  | { type: 'unreadable-fatal'; message: UnreadableMessage };

const CONTROL = {
  hello: helloSchema,
  snapshot_needed: snapshotNeededSchema,
  live: liveSchema,
  pong: pongSchema,
} as const;

/** A control message (hello, snapshot_needed, live, pong): it has no seq and stands for no event. */
export const isControl = (type: unknown): type is keyof typeof CONTROL =>
  typeof type === 'string' && Object.hasOwn(CONTROL, type);

/**
 * Reads one socket frame against the wire schemas (ADR 0017). An event whose seq can be read comes out in
 * order even when the rest of it is unreadable, so the cursor can move over it; a frame without a usable
 * seq cannot be ordered and comes out as unreadable without one (the seq check then notices any event it
 * hid). `replayed` is whether `live` has not been seen yet on this socket.
 */
export function parseStreamMessage(text: string, replayed: boolean): ParsedFrame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { type: 'unreadable', unreadable: unreadable('frame', text, 'not JSON') };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { type: 'unreadable', unreadable: unreadable('frame', text, 'not a JSON object') };
  }
  const m = raw as Record<string, unknown>;
  const typeName = typeof m.type === 'string' ? m.type : null;
  if (isControl(m.type) && m.seq === undefined) {
    const read = readWith(CONTROL[m.type], m);
    if (read.ok) return read.value.type === 'hello' ? withOldest(read.value) : read.value;
    const message: UnreadableMessage = {
      type: 'unreadable',
      unreadable: unreadable('frame', text, read.reason, { event_type: typeName }),
    };
    // Without its hello the stream has no id to order by; a broken pong only costs one gap check.
    return m.type === 'hello' ? { type: 'unreadable-fatal', message } : message;
  }
  // A control message added after v1: nothing to apply and no seq to advance.
  if (m.seq === undefined && (typeName === null || !isEventType(typeName))) return { type: 'ignored' };
  return parseEvent(text, m, typeName, replayed);
}

function withOldest(hello: ReturnType<typeof helloSchema.parse>): StreamMessage {
  return { ...hello, oldest_seq: hello.oldest_seq ?? hello.current_seq + 1 };
}

function parseEvent(text: string, m: Record<string, unknown>, typeName: string | null, replayed: boolean): ParsedFrame {
  const envelope = readWith(eventEnvelopeSchema, m);
  const seq = eventEnvelopeSchema.shape.seq.safeParse(m.seq);
  if (!envelope.ok) {
    const known = { event_type: typeName, seq: seq.success ? seq.data : null };
    return {
      type: 'unreadable',
      unreadable: unreadable(seq.success ? 'event' : 'frame', text, envelope.reason, known),
    };
  }
  const event = envelope.value;
  // Types added after protocol v1 are carried unread: the session skips them but counts their seq.
  if (!isEventType(event.type)) return { type: 'event', replayed, event };
  const data = readEventData(event.type, event.data);
  if (!data.ok) {
    const reason = `data: ${data.reason}`;
    const known = {
      event_type: event.type,
      seq: event.seq,
      call_id: idOf(
        typeof event.data === 'object' && event.data !== null ? (event.data as { call?: unknown }).call : null,
      ),
    };
    return { type: 'unreadable', unreadable: unreadable('event', text, reason, known) };
  }
  return { type: 'event', replayed, event: { ...event, data: data.value } };
}
