import { describe, expect, it } from 'vitest';
import { copyState, type FormTarget, formTarget, loadedId } from './form-target';

describe('form target of edit/:id?', () => {
  it.each<[string | undefined, unknown, FormTarget]>([
    [undefined, null, { mode: 'new' }],
    ['', null, { mode: 'new' }],
    ['-1', null, { mode: 'new' }],
    ['0', undefined, { mode: 'new' }],
    ['12', null, { mode: 'edit', id: 12 }],
    ['12', copyState(3), { mode: 'edit', id: 12 }],
    ['-1', copyState(3), { mode: 'copy', sourceId: 3 }],
    [undefined, copyState(3), { mode: 'copy', sourceId: 3 }],
    ['-1', { copyOf: '3' }, { mode: 'new' }],
    ['-1', { copyOf: 0 }, { mode: 'new' }],
    ['-1', { other: true }, { mode: 'new' }],
    ['abc', null, { mode: 'invalid' }],
    ['-5', null, { mode: 'invalid' }],
    ['007', null, { mode: 'invalid' }],
  ])('id %s with state %j', (id, state, expected) => {
    expect(formTarget(id, state)).toEqual(expected);
  });

  it('loads the record edited or copied, nothing for a new one', () => {
    expect(loadedId({ mode: 'edit', id: 4 })).toBe(4);
    expect(loadedId({ mode: 'copy', sourceId: 9 })).toBe(9);
    expect(loadedId({ mode: 'new' })).toBeNull();
    expect(loadedId({ mode: 'invalid' })).toBeNull();
  });
});
