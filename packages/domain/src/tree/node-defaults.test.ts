import { describe, expect, it } from 'vitest';
import { changedFields, NODE_DEFAULTS } from './node-defaults';

describe('changedFields', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['nothing set', {}, []],
    ['the defaults themselves', { day_sound_level: 5, is_active: true, comment: null }, []],
    ['a changed number and a text', { day_sound_level: 7, comment: 'Fenster' }, ['comment', 'day_sound_level']],
    ['an object, whatever the key order', { device_text_overrides: { b: '2', a: '1' } }, ['device_text_overrides']],
  ])('%s', (_label, after, expected) => {
    const fields = Object.keys(NODE_DEFAULTS);
    expect(changedFields(NODE_DEFAULTS, { ...NODE_DEFAULTS, ...after }, fields).sort()).toEqual(expected);
  });

  it('compares objects by their entries', () => {
    expect(changedFields({ o: { a: 1, b: 2 } }, { o: { b: 2, a: 1 } }, ['o'])).toEqual([]);
    expect(changedFields({ o: null }, {}, ['o'])).toEqual([]);
  });
});
