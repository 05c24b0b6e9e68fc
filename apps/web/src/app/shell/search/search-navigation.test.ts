import { describe, expect, it } from 'vitest';
import { hitPath, moveSelection, searchable } from './search-navigation';

describe('search navigation', () => {
  it.each([
    [-1, 3, 1, 0],
    [-1, 3, -1, 2],
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [0, 0, 1, -1],
  ] as const)('from %i of %i moving %i goes to %i', (current, count, delta, expected) => {
    expect(moveSelection(current, count, delta)).toBe(expected);
  });

  it('searches only for more than one trimmed character', () => {
    expect(searchable(' Z ')).toBe(false);
    expect(searchable('Zi')).toBe(true);
  });

  it('opens tree nodes and flight profiles in their forms', () => {
    expect(hitPath({ entity: 'system_tree_node', key: 12 })).toBe('/tree/edit/12');
    expect(hitPath({ entity: 'flight_profile', key: 3 })).toBe('/admin/flightprofiles/edit/3');
  });
});
