import { describe, expect, it } from 'vitest';
import { readTreeFilter, toQueryFilter, writeTreeFilter } from './tree-filter';

describe('the tree filter in the address', () => {
  it.each<[string, string, object]>([
    ['nothing: the structured view', '', { view: 'structured' }],
    ['a view and flags', 'layout=devices&radio=1&low_battery=1', { view: 'devices', low_battery: true, radio: true }],
    ['an unknown view', 'layout=moon', { view: 'structured' }],
    ['a flag not set to 1', 'inactive=0', { view: 'structured' }],
    ['search, trimmed', 'q=%20zi%20', { view: 'structured', search: 'zi' }],
  ])('%s', (_label, search, filter) => {
    expect(toQueryFilter(readTreeFilter(new URLSearchParams(search)))).toEqual(filter);
  });

  it('writes back only what differs from the default, keeping other parameters', () => {
    const params = writeTreeFilter(new URLSearchParams('view=3&radio=1'), {
      view: 'structured',
      flags: new Set(['inactive']),
      search: '',
    });
    expect(params.toString()).toBe('view=3&inactive=1');
  });
});
