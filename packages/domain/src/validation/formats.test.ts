import { describe, expect, it } from 'vitest';
import { isValidEmailList, splitEmailList } from './formats';
import { checkNewPassword } from './issue';

describe('e-mail lists', () => {
  it.each([
    ['', true],
    ['a@b.ch', true],
    ['a@b.ch, c.d@e-f.org', true],
    ['a@b', false],
    ['a b@c.ch', false],
    ['a@b.ch; c@d.ch', false],
  ])('%j valid: %s', (value, expected) => {
    expect(isValidEmailList(value)).toBe(expected);
  });
  it('splits and trims', () => {
    expect(splitEmailList(' a@b.ch ,, c@d.ch ')).toEqual(['a@b.ch', 'c@d.ch']);
  });
});

describe('checkNewPassword', () => {
  it.each([
    ['', '', ['password:required']],
    ['short', 'short', ['password:min_length']],
    ['long enough', 'long enougH', ['password_repeat:must_match']],
    ['long enough', 'long enough', []],
  ])('%j / %j', (pw, repeat, expected) => {
    expect(checkNewPassword(pw, repeat).issues.map((i) => `${i.field}:${i.key}`)).toEqual(expected);
  });
});
