import { describe, expect, it } from 'vitest';
import { isIPv4, isValidEmailList, splitEmailList } from './formats';
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

describe('isIPv4', () => {
  it.each([
    ['192.168.1.10', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['192.168.1', false],
    ['192.168.01.1', false],
    ['a.b.c.d', false],
    ['127.0.0.1:8081', false],
  ])('%s → %s', (value, expected) => {
    expect(isIPv4(value)).toBe(expected);
  });
});
