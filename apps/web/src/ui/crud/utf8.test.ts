import { describe, expect, it } from 'vitest';
import { truncateToBytes } from './utf8';

describe('cutting a text to a UTF-8 byte limit', () => {
  it.each([
    ['ROOM 123', 7, 'ROOM 12'],
    ['Zürich!', 7, 'Zürich'],
    ['aaaaaaü', 7, 'aaaaaa'],
    ['ab👍', 5, 'ab'],
    ['ab👍', 6, 'ab👍'],
    ['short', 7, 'short'],
  ])('%s cut to %i bytes is %s', (text, max, expected) => {
    expect(truncateToBytes(text, max)).toBe(expected);
  });
});
