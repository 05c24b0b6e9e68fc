import { describe, expect, it } from 'vitest';
import {
  isHexCriterion,
  isHttpUrl,
  isIPv4,
  isSha256Fingerprint,
  isTimeOfDay,
  isValidEmailList,
  minutesOfDay,
  splitEmailList,
  urlHost,
} from './formats';
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

describe('criterion, URL and time formats', () => {
  it.each([
    ['0x6A', true],
    ['0x0', true],
    ['0x', false],
    ['x6A', false],
    [' 0x6A', false],
  ])('criterion %j: %s', (value, expected) => {
    expect(isHexCriterion(value)).toBe(expected);
  });

  it.each([
    ['http://cam/stream', true, 'cam'],
    ['https://CAM.local:8443/x', true, 'cam.local'],
    ['ftp://cam/x', false, 'cam'],
    ['//cam/x', false, null],
    ['not a url', false, null],
  ])('url %j: http %s, host %j', (value, http, host) => {
    expect(isHttpUrl(value)).toBe(http);
    expect(urlHost(value)).toBe(host);
  });

  it.each([
    ['00:00', 0],
    ['07:30', 450],
    ['23:59', 1439],
    ['24:00', null],
    ['7:30', null],
    ['07:60', null],
  ])('time %j → %j minutes', (value, minutes) => {
    expect(minutesOfDay(value)).toBe(minutes);
    expect(isTimeOfDay(value)).toBe(minutes !== null);
  });
});

describe('isSha256Fingerprint', () => {
  const hex = 'AB'.repeat(32);
  it.each([
    [hex, true],
    [hex.toLowerCase(), true],
    [hex.match(/../g)?.join(':') ?? '', true],
    [hex.slice(2), false],
    [`${hex}00`, false],
    ['XY'.repeat(32), false],
    ['', false],
  ])('%s → %s', (value, expected) => expect(isSha256Fingerprint(value)).toBe(expected));
});
