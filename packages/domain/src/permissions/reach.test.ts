import { describe, expect, it } from 'vitest';
import type { Principal } from './principal';
import { coversReach, reachOf, restrictedTo, type SystemReach } from './reach';

const actor = (systemAccess: number[], isSuperuser = false): Principal => ({
  id: 3,
  isSuperuser,
  permissions: new Set(),
  systemAccess,
});

describe('reachOf', () => {
  it.each([
    ['empty access reaches every system', { isSuperuser: false, systemAccess: [] }, 'all'],
    ['a superuser reaches every system whatever its list', { isSuperuser: true, systemAccess: [1] }, 'all'],
    ['a list reaches its systems', { isSuperuser: false, systemAccess: [1, 3] }, [1, 3]],
  ] as const)('%s', (_name, user, expected) => {
    expect(reachOf(user)).toEqual(expected);
  });
});

describe('coversReach', () => {
  it.each([
    ['unrestricted covers all', actor([]), 'all', true],
    ['superuser covers all', actor([1], true), 'all', true],
    ['restricted never covers all', actor([1]), 'all', false],
    ['restricted covers its own systems', actor([1, 2]), [2], true],
    ['restricted covers a subset', actor([1, 2]), [1, 2], true],
    ['restricted does not cover another system', actor([1]), [2], false],
    ['restricted does not cover a wider list', actor([1]), [1, 2], false],
    ['an empty target (a system-less row) is covered', actor([1]), [], true],
  ] as [string, Principal, SystemReach, boolean][])('%s', (_name, who, target, expected) => {
    expect(coversReach(who, target)).toBe(expected);
  });

  it('restrictedTo names the list only for restricted actors', () => {
    expect(restrictedTo(actor([]))).toBeNull();
    expect(restrictedTo(actor([2], true))).toBeNull();
    expect(restrictedTo(actor([2]))).toEqual([2]);
  });
});
