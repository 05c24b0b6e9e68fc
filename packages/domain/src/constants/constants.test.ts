import { describe, expect, it } from 'vitest';
import { formatSystemId, parseSystemId, pickLocale } from './constants';

describe('pickLocale', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['fr-CH,fr;q=0.9,en;q=0.8', 'fr'],
    ['es-ES,it;q=0.5', 'it'],
    ['EN', 'en'],
    ['ja', 'de'],
  ])('%s → %s', (header, expected) => {
    expect(pickLocale(header)).toBe(expected);
  });
});

describe('system id', () => {
  it.each([
    ['01', 1],
    ['12', 12],
    [3, 3],
    ['0', null],
    ['x1', null],
    ['', null],
    [undefined, null],
  ] as const)('parses %s as %s', (value, expected) => {
    expect(parseSystemId(value)).toBe(expected);
  });
  it('formats two digits', () => {
    expect(formatSystemId(1)).toBe('01');
    expect(formatSystemId(12)).toBe('12');
  });
});
