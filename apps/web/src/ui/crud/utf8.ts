import { utf8Length } from '@wardlight/domain';

/**
 * The longest start of `text` that fits `maxBytes` UTF-8 bytes (the unit of spec part 1 §5's text
 * limits), cut between characters, never inside one.
 */
export function truncateToBytes(text: string, maxBytes: number): string {
  let used = 0;
  let out = '';
  for (const char of text) {
    used += utf8Length(char);
    if (used > maxBytes) break;
    out += char;
  }
  return out;
}
