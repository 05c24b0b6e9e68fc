import { describe, expect, it } from 'vitest';
import type { Column } from './define-entity';
import { nextSort, orderPage, serverSort, sortModeOf, sortRows } from './sort-rows';

interface Row {
  name: string;
  logins: number | null;
  tags: string[];
}
const columns: Column<Row>[] = [
  { key: 'name', sortable: true },
  { key: 'logins', sortable: true },
  { key: 'tags', sortValue: (r) => r.tags.length },
];
const rows: Row[] = [
  { name: 'berta', logins: 3, tags: ['a'] },
  { name: 'Anna', logins: null, tags: [] },
  { name: 'carl10', logins: 12, tags: ['a', 'b'] },
  { name: 'carl9', logins: 2, tags: [] },
];
const names = (sorted: readonly Row[]) => sorted.map((r) => r.name);

describe('sorting the rows of a page', () => {
  it('orders text case-insensitively with numbers inside it read as numbers', () => {
    expect(names(sortRows(rows, columns, { key: 'name', descending: false }))).toEqual([
      'Anna',
      'berta',
      'carl9',
      'carl10',
    ]);
  });

  it('puts empty values last in both directions', () => {
    expect(names(sortRows(rows, columns, { key: 'logins', descending: false }))).toEqual([
      'carl9',
      'berta',
      'carl10',
      'Anna',
    ]);
    expect(names(sortRows(rows, columns, { key: 'logins', descending: true }))).toEqual([
      'carl10',
      'berta',
      'carl9',
      'Anna',
    ]);
  });

  it('uses a column accessor and leaves the order alone without a sort', () => {
    expect(names(sortRows(rows, columns, { key: 'tags', descending: true }))[0]).toBe('carl10');
    expect(sortRows(rows, columns, null)).toBe(rows);
  });

  it('cycles ascending, descending, none on repeated clicks', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', descending: false });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', descending: true });
    expect(nextSort(second, 'name')).toBeNull();
    expect(nextSort(second, 'logins')).toEqual({ key: 'logins', descending: false });
  });
});

describe('where a column sorts', () => {
  const [name, logins, tags] = columns as [Column<Row>, Column<Row>, Column<Row>];

  it('on the server when the entity sorts there and the column is sortable; else in the browser', () => {
    expect([sortModeOf(name, true), sortModeOf(tags, true)]).toEqual(['server', 'page']);
    expect([sortModeOf(name, false), sortModeOf({ key: 'tags' }, false)]).toEqual(['page', null]);
  });

  it('sends the server only the order it applies', () => {
    expect(serverSort({ key: 'logins', descending: true }, columns, true)).toEqual({
      field: 'logins',
      descending: true,
    });
    expect(serverSort({ key: 'tags', descending: true }, columns, true)).toBeNull();
    expect(serverSort({ key: 'logins', descending: true }, columns, false)).toBeNull();
    expect(serverSort(null, columns, true)).toBeNull();
  });

  it('orders the page in the browser only when it is the whole list', () => {
    const list = { columns, sortsOnServer: true, sort: { key: 'tags', descending: true } };
    const whole = orderPage(rows, rows.length, list);
    expect(names(whole.rows)[0]).toBe('carl10');
    expect([whole.canSort(tags), whole.canSort(logins)]).toEqual([true, true]);
    const part = orderPage(rows, rows.length + 1, list);
    expect(part.rows).toBe(rows);
    expect([part.canSort(tags), part.canSort(name)]).toEqual([false, true]);
  });
});
