import { id } from '@wardlight/configurator-protocol';

/** Where an unreadable configurator message came from (the quarantine's `source`). */
export type UnreadableSource =
  | 'event'
  | 'frame'
  | 'calls'
  | 'call'
  | 'config'
  | 'commit'
  | 'firmware'
  | 'staged'
  | 'device_action';

/**
 * A configurator message that failed its wire schema (ADR 0017): never applied, kept in quarantine for
 * technicians. `seq` is set for an event whose sequence number could be read — the cursor moves over it.
 */
export interface Unreadable {
  source: UnreadableSource;
  seq: number | null;
  /** The event's `type` when it could be read. */
  event_type: string | null;
  /** A call's id when it could be read (a snapshot keeps that call as it was, see ingest). */
  call_id: number | null;
  /** The text as received, cut to RAW_MAX_BYTES. */
  raw: string;
  /** Its size before the cut. */
  raw_bytes: number;
  reason: string;
}

/** A quarantined message keeps this much of its text: enough to see what was wrong, not a 2 MB copy. */
export const RAW_MAX_BYTES = 64 * 1024;

function rawText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** `value` is the frame's text or the parsed part that failed (written back as JSON). */
export function unreadable(
  source: UnreadableSource,
  value: unknown,
  reason: string,
  known: Partial<Pick<Unreadable, 'seq' | 'event_type' | 'call_id'>> = {},
): Unreadable {
  const text = rawText(value);
  const bytes = Buffer.from(text);
  // PostgreSQL's text holds no NUL; the cut may split a character, which decodes as U+FFFD.
  const raw = (bytes.length > RAW_MAX_BYTES ? bytes.subarray(0, RAW_MAX_BYTES).toString() : text).replaceAll(
    '\u0000',
    '\uFFFD',
  );
  const eventType = known.event_type?.slice(0, 64).replaceAll('\u0000', '\uFFFD') ?? null;
  return {
    source,
    seq: known.seq ?? null,
    event_type: eventType,
    call_id: known.call_id ?? null,
    raw,
    raw_bytes: bytes.length,
    reason: reason.replaceAll('\u0000', '\uFFFD'),
  };
}

/** An id, when that much of an unreadable entity can be read (`{ id }`). */
export function idOf(value: unknown): number | null {
  const read = id.safeParse(typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined);
  return read.success ? read.data : null;
}
