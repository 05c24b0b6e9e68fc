import { describe, expect, it } from 'vitest';
import { changeLines, valueText } from './audit-diff';

describe('changeLines', () => {
  it.each([
    [
      'an update of one field',
      { action: 'updated', field: 'name', change: { from: 'Ruf', to: 'Notruf' } },
      [{ field: 'name', from: 'Ruf', to: 'Notruf' }],
    ],
    [
      'a creation, field by field',
      { action: 'created', field: null, change: { name: 'Sturz', urgency: 'Urgent', comment: null, char: '' } },
      [
        { field: 'name', from: null, to: 'Sturz' },
        { field: 'urgency', from: null, to: 'Urgent' },
      ],
    ],
    [
      'a deletion, field by field',
      { action: 'deleted', field: null, change: { name: 'Alt' } },
      [{ field: 'name', from: 'Alt', to: null }],
    ],
    [
      'several fields with from and to',
      { action: 'updated', field: null, change: { limits: { from: 1, to: 2 } } },
      [{ field: 'limits', from: 1, to: 2 }],
    ],
    ['a sign-in without change', { action: 'logged_in', field: null, change: null }, []],
    ['a bare value', { action: 'updated', field: 'note', change: 'text' }, [{ field: 'note', from: null, to: 'text' }]],
  ])('%s', (_name, entry, lines) => {
    expect(changeLines(entry)).toEqual(lines);
  });
});

describe('valueText', () => {
  it.each([
    [null, ''],
    ['', ''],
    [[1, 2], '1, 2'],
    [{ a: 1 }, '{"a":1}'],
    [true, 'true'],
    [12, '12'],
  ])('%j → %s', (value, text) => {
    expect(valueText(value)).toBe(text);
  });
});
