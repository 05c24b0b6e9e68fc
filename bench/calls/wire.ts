// What the bench's clients send and how they read the server's frames (graphql-transport-ws). The
// clients read only the part of each frame they need (seq and the ids that changed): a full JSON parse
// of a display's 4–5 KB frame costs ~25 µs, and 1,200 clients × 20 changes/s would take most of a core
// of the machine the server is measured on. Every client's first frame and a sample of the others are
// parsed whole and compared with the quick reading, so a malformed frame is still noticed.

/** Every client subscribes under this id; the server's frames for it start with NEXT_PREFIX. */
export const SUBSCRIPTION_ID = '1';
const NEXT_PREFIX = `{"id":"${SUBSCRIPTION_ID}","type":"next","payload":{"data":{"onCallsChanged":{`;
// onCallsChanged, data, payload and the message close after `closed`; with errors the frame ends otherwise.
const NEXT_SUFFIX = ']}}}}';

export interface Change {
  seq: number;
  opened: number[];
  updated: number[];
  closed: number[];
}

export interface FullChange extends Change {
  calls: { id: number }[];
}

/**
 * seq and the changed ids of an onCallsChanged frame, without parsing the call list. Null when the
 * frame is anything else (an error, another message type): the caller parses it whole.
 */
export function quickChange(text: string): Change | null {
  if (!text.startsWith(NEXT_PREFIX) || !text.endsWith(NEXT_SUFFIX)) return null;
  const seq = /"seq":(\d+)/.exec(text.slice(NEXT_PREFIX.length, NEXT_PREFIX.length + 64))?.[1];
  const tail = text.lastIndexOf(',"opened":[');
  if (seq === undefined || tail < 0) return null;
  const ids = JSON.parse(`{${text.slice(tail + 1, text.length - 4)}}`) as Omit<Change, 'seq'>;
  return { seq: Number(seq), opened: ids.opened, updated: ids.updated, closed: ids.closed };
}

export type Frame =
  | { type: 'next'; change: FullChange }
  | { type: 'ack' | 'pong' | 'ping' }
  | { type: 'error' | 'complete' | 'other'; text: string };

/** A frame parsed whole. */
export function fullFrame(text: string): Frame {
  const message = JSON.parse(text) as {
    type: string;
    id?: string;
    payload?: { data?: { onCallsChanged?: FullChange } | null; errors?: unknown };
  };
  switch (message.type) {
    case 'connection_ack':
      return { type: 'ack' };
    case 'ping':
      return { type: 'ping' };
    case 'pong':
      return { type: 'pong' };
    case 'next': {
      const change = message.payload?.data?.onCallsChanged;
      if (!change || message.payload?.errors) return { type: 'error', text: text.slice(0, 300) };
      return { type: 'next', change };
    }
    case 'error':
    case 'complete':
      return { type: message.type, text: text.slice(0, 300) };
    default:
      return { type: 'other', text: text.slice(0, 300) };
  }
}

/** The quick reading agrees with the whole frame. */
export function sameChange(quick: Change, full: Change): boolean {
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  return (
    quick.seq === full.seq &&
    same(quick.opened, full.opened) &&
    same(quick.updated, full.updated) &&
    same(quick.closed, full.closed)
  );
}

/** Milliseconds on one clock for every thread of the bench (performance.now() alone is per thread). */
export const now = (): number => performance.timeOrigin + performance.now();
