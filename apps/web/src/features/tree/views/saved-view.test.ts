import { describe, expect, it } from 'vitest';
import { applyView, filtersOf, needsFilters, viewIdOf } from './saved-view';

describe('saved views in the address', () => {
  it('keeps only the list filters a view may hold', () => {
    const params = new URLSearchParams('layout=devices&radio=1&q=zi&system=2&view=4');
    expect(filtersOf(params)).toEqual([
      { key: 'layout', value: 'devices' },
      { key: 'q', value: 'zi' },
      { key: 'radio', value: '1' },
    ]);
  });

  it("replaces the filters with the view's and names it, leaving other parameters", () => {
    const params = new URLSearchParams('layout=devices&inactive=1&system=2');
    const next = applyView(params, { id: 7, filters: [{ key: 'radio', value: '1' }] });
    expect(next.toString()).toBe('system=2&radio=1&view=7');
    expect(viewIdOf(next)).toBe(7);
  });

  it('clears filters and the view for the system view', () => {
    const next = applyView(new URLSearchParams('radio=1&view=7'), { id: 0, filters: [] });
    expect(next.toString()).toBe('');
    expect(viewIdOf(next)).toBe(0);
  });

  it.each([
    ['view=3', true],
    ['view=3&radio=1', false],
    ['radio=1', false],
    ['view=abc', false],
  ])('%s needs the view filters: %s', (query, expected) => {
    expect(needsFilters(new URLSearchParams(query))).toBe(expected);
  });
});
