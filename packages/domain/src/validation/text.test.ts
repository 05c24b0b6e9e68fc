import { describe, expect, it } from 'vitest';
import { IssueList } from './issue';
import { issueCodes } from './testing';
import {
  filterDeviceText,
  firstNonDisplayChar,
  longText,
  maxLength,
  minLength,
  overviewLabel,
  overviewLabelLength,
  shortText,
  utf8Length,
} from './text';

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['ZIMMER1', 7],
    ['ä', 2],
    ['Müller', 7],
    ['€', 3],
    ['🚑', 4],
  ])('%j → %i bytes', (value, bytes) => {
    expect(utf8Length(value)).toBe(bytes);
  });
  it('agrees with TextEncoder', () => {
    const sample = 'Zi. 12 ÄÖÜ ß é 漢 🚑';
    expect(utf8Length(sample)).toBe(new TextEncoder().encode(sample).length);
  });
});

describe('display characters', () => {
  it.each([
    ['ZI 12', null],
    ['~{}', null],
    ['Zürich', 'ü'],
    ['café', 'é'],
    ['Straße', 'ß'],
    ['A\tB', '\t'],
  ])('%j → first refused %j', (value, char) => {
    expect(firstNonDisplayChar(value)).toBe(char);
  });
});

describe('shortText and longText', () => {
  it.each([
    ['', []],
    [null, []],
    ['ZI 1234', []],
    ['ZI 12345', ['t:max_length']],
    ['Zä', ['t:no_umlauts']],
    // 'Müller' is 7 bytes: only the umlaut is wrong; 'Zimmerä' is 8: both
    ['Müller', ['t:no_umlauts']],
    ['Zimmerä', ['t:no_umlauts', 't:max_length']],
    ['Café', ['t:no_umlauts']],
  ])('short %j → %j', (value, expected) => {
    expect(issueCodes((list) => shortText('t', value, list))).toEqual(expected);
  });

  it.each([
    ['ZIMMER 12 FENSTER L', []],
    ['ZIMMER 12 FENSTER LI', ['t:max_length']],
    ['Zimmer 12 Süd', ['t:no_umlauts']],
  ])('long %j → %j', (value, expected) => {
    expect(issueCodes((list) => longText('t', value, list))).toEqual(expected);
  });

  it('names the limit and the character in the data', () => {
    const list = new IssueList();
    expect(shortText('text_short', 'Zimmerä', list)).toBe(false);
    expect(list.issues).toEqual([
      { field: 'text_short', key: 'no_umlauts', data: { char: 'ä' } },
      { field: 'text_short', key: 'max_length', data: { max: 7 } },
    ]);
    expect(shortText('text_short', 'OK', list)).toBe(true);
  });

  it('says when the limit is a child’s', () => {
    expect(issueCodes((list) => shortText('t', 'ZIMMER 12', list, { inheritedByChild: true }))).toEqual([
      't:max_length_inherited',
    ]);
    expect(issueCodes((list) => maxLength('t', 'ABCD', 3, list, { inheritedByChild: true }))).toEqual([
      't:max_length_inherited',
    ]);
  });
});

describe('min and max length', () => {
  it.each([
    ['abc', 3, []],
    ['ab', 3, ['f:min_length']],
    ['äöü', 3, []],
    ['', 3, []],
  ])('min %j of %i → %j', (value, min, expected) => {
    expect(issueCodes((list) => minLength('f', value, min, list))).toEqual(expected);
  });
  it('counts the maximum in bytes', () => {
    expect(issueCodes((list) => maxLength('f', 'äöü', 5, list))).toEqual(['f:max_length']);
    expect(issueCodes((list) => maxLength('f', 'äöü', 6, list))).toEqual([]);
  });
});

describe('overview label', () => {
  it.each([
    ['', 0],
    ['Haus A', 6],
    ['Süd', 4],
    ['ÄÖÜäöü', 12],
    ['é', 1],
  ])('%j counts %i', (value, length) => {
    expect(overviewLabelLength(value)).toBe(length);
  });

  it.each([
    ['Station Süd Ost 123', ['l:max_length']],
    ['Station Süd Ost 12', []],
    ['Haus Zürich', []],
    ['Café', ['l:invalid_character']],
  ])('%j → %j', (value, expected) => {
    expect(issueCodes((list) => overviewLabel('l', value, list))).toEqual(expected);
  });
});

describe('filterDeviceText', () => {
  it.each([
    ['Zi. 12a', 'ZI. 12A'],
    ['Müller', 'MLLER'],
    ['Straße', 'STRAE'],
    ['a_b~[c]', 'AB[C'],
    ['!"#$%&\'()*+,-./:;<=>?@\\', '!"#$%&\'()*+,-./:;<=>?@\\'],
    ['tab\there', 'TABHERE'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(filterDeviceText(value)).toBe(expected);
  });
  it('is idempotent', () => {
    const once = filterDeviceText('Bett 2b, Fenster-Seite ü');
    expect(filterDeviceText(once)).toBe(once);
  });
});
