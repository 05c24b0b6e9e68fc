import { z } from 'zod';

// The value rules every wire schema is built from (ADR 0017). Limits come from the protocol page (§4:
// the configuration's own field limits) with room to spare: a value no faithful configurator can send is
// refused, a value a little past the page's limit is not — refusing a real call costs more than a long text.

/** Ids are positive and fit the database's 32-bit integer columns. */
export const ID_MAX = 2 ** 31 - 1;
/**
 * The longest text the configuration holds is a tree node's name, 64 bytes, and calls copy them. A call is
 * refused only far past that (4×): a configurator a little over the page must not hide a call, while a
 * megabyte of text still cannot reach the walls.
 */
export const CALL_TEXT_MAX = 256;
/** Free texts the configurator writes itself (error messages, versions): a few hundred characters. */
export const MESSAGE_TEXT_MAX = 500;
/** Keys, kinds and other machine-readable words. */
export const KEY_MAX = 64;
/** The stream id is the configurator's own token; long enough for a UUID or a hash, short enough to store. */
export const STREAM_ID_MAX = 128;
/** Lists inside one message: more entries than any configuration has (65535 tree nodes) are refused. */
export const LIST_MAX = 65_535;

/** Times are judged by the call log and durations (a 32-bit number of seconds): 2000 to 2060 covers both. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2060, 0, 1);

export const id = z.int().min(1).max(ID_MAX);
/** Sequence numbers and revisions only grow; they are stored as 64-bit, but must be exact in JavaScript. */
export const counter = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
export const percent = z.int().min(0).max(100);

/** No control characters: texts end up on displays, in exports and in logs. */
const CONTROL = /\p{Cc}/u;

export function text(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), 'contains a control character')
    .refine((value) => new TextEncoder().encode(value).length <= max, `longer than ${max} bytes`);
}

export const callText = text(CALL_TEXT_MAX);
export const key = z
  .string()
  .min(1)
  .max(KEY_MAX)
  .regex(/^[a-z][a-z0-9_.]*$/i, 'not a key');
export const message = text(MESSAGE_TEXT_MAX);

/** ISO 8601 with a time zone (the protocol sends UTC, `Z`), a real date between 2000 and 2060. */
export const isoTime = z.iso.datetime({ offset: true }).refine((value) => {
  const at = Date.parse(value);
  return at >= EARLIEST && at < LATEST;
}, 'not a date between 2000 and 2060');

export const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIST_MAX);
