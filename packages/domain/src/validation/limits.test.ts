import { describe, expect, it } from 'vitest';
import { IssueList } from './issue';
import { licenseLimit, maxCount, noDuplicates, sectionFull, unique } from './limits';
import { issueCodes } from './testing';

describe('unique', () => {
  it.each([
    ['Nacht', ['Tag', 'Abend'], []],
    ['nacht ', ['Tag', 'Nacht'], ['name:unique']],
    ['', ['', 'Tag'], []],
    [null, ['Tag'], []],
  ])('%j among %j → %j', (value, taken, expected) => {
    expect(issueCodes((list) => unique('name', value, taken, list))).toEqual(expected);
  });
});

describe('noDuplicates', () => {
  const key = (c: { section_id: number; call_type_id: number }) => `${c.section_id}/${c.call_type_id}`;
  it('reports each repeat at its path', () => {
    const connections = [
      { section_id: 1, call_type_id: 1 },
      { section_id: 1, call_type_id: 2 },
      { section_id: 1, call_type_id: 1 },
      { section_id: 1, call_type_id: 1 },
    ];
    expect(issueCodes((list) => noDuplicates('connections', connections, key, list))).toEqual([
      'connections[2]:duplicate',
      'connections[3]:duplicate',
    ]);
  });
  it('passes distinct entries', () => {
    const list = new IssueList();
    expect(noDuplicates('connections', [{ section_id: 1, call_type_id: 1 }], key, list)).toBe(true);
    expect(list.ok).toBe(true);
  });
});

describe('limits', () => {
  it.each([
    ['license_limit', licenseLimit],
    ['max_count', maxCount],
    ['section_full', sectionFull],
  ] as const)('%s refuses one more than max', (key, rule) => {
    expect(issueCodes((list) => rule('f', 2, 3, list))).toEqual([]);
    const list = new IssueList();
    expect(rule('f', 3, 3, list)).toBe(false);
    expect(list.issues).toEqual([{ field: 'f', key, data: { max: 3 } }]);
    expect(issueCodes((l) => rule('f', 0, 0, l))).toEqual([`f:${key}`]);
  });
});
