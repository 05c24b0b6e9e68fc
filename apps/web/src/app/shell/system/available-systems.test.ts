import { ANONYMOUS, type Principal } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { availableSystems, systemOptions } from './available-systems';

const SYSTEMS = [
  { id: 1, name: 'Sonnenhof' },
  { id: 2, name: 'Haus Linde' },
  { id: 3, name: 'Sonnenhof' },
];
const user = (extra: Partial<Principal>): Principal => ({ ...ANONYMOUS, id: 7, ...extra });

describe('system selector options', () => {
  it.each([
    ['a visitor sees every system', ANONYMOUS, [1, 2, 3]],
    ['a user without restriction too', user({}), [1, 2, 3]],
    ['a restricted user the granted ones', user({ systemAccess: [2, 3] }), [2, 3]],
    ['a superuser every one, whatever the list says', user({ isSuperuser: true, systemAccess: [2] }), [1, 2, 3]],
  ])('%s', (_label, principal, ids) => {
    expect(availableSystems(principal, SYSTEMS).map((s) => s.id)).toEqual(ids);
  });

  it('shows repeated names with the id in brackets, unique names as they are', () => {
    expect(systemOptions(SYSTEMS, (name, id) => `${name} (${id})`)).toEqual([
      { value: '1', label: 'Sonnenhof (1)' },
      { value: '2', label: 'Haus Linde' },
      { value: '3', label: 'Sonnenhof (3)' },
    ]);
  });

  it('counts repeats among the systems offered only', () => {
    const offered = availableSystems(user({ systemAccess: [1, 2] }), SYSTEMS);
    expect(systemOptions(offered, (name, id) => `${name} (${id})`).map((o) => o.label)).toEqual([
      'Sonnenhof',
      'Haus Linde',
    ]);
  });
});
