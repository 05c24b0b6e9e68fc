import { describe, expect, it } from 'vitest';
import { macDigits, type ReplacementNode, replacementRefusal } from './replacement';

const radio = (id: number, serial: string | null = null, mac: string | null = null): ReplacementNode => ({
  id,
  kind: 'radio',
  serial,
  mac,
});

describe('replacementRefusal', () => {
  it.each([
    ['a spare radio with a serial', radio(1, 'R-1'), radio(2, 'R-2'), null],
    ['a spare radio with a MAC only', radio(1), radio(2, null, '00:1B:C5:0A:08:39'), null],
    ['the device itself', radio(1, 'R-1'), radio(1, 'R-1'), 'same_node'],
    ['a room', { id: 3, kind: 'room', serial: null, mac: null }, radio(2, 'R-2'), 'not_a_device'],
    ['a wired device for a radio', radio(1), { id: 4, kind: 'wired', serial: 'W-1', mac: null }, 'kind_mismatch'],
    ['a spare without hardware identity', radio(1, 'R-1'), radio(2, '', null), 'no_hardware'],
  ] as const)('%s', (_name, target, source, expected) => {
    expect(replacementRefusal(target, source)).toBe(expected);
  });
});

describe('macDigits', () => {
  it.each([
    ['00:1B:C5', '001bc5'],
    ['001bc5', '001bc5'],
    ['00-1b', '001b'],
    ['Zimmer', null],
    ['R-2105', null],
    ['a', null],
  ])('%s → %s', (text, expected) => {
    expect(macDigits(text)).toBe(expected);
  });
});
