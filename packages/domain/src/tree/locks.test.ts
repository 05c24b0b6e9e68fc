import { describe, expect, it } from 'vitest';
import { isFieldLocked, type LockFacts, nodeLocks } from './locks';

const base: LockFacts = {
  kind: 'radio',
  openCallCount: 0,
  inActiveInterconnection: false,
  childrenInheritSection: false,
  inheritsAnything: false,
  childCount: 0,
};

describe('editing locks (spec part 1 §4)', () => {
  it.each<
    [
      string,
      Partial<LockFacts>,
      { node: string | null; move: string | null; delete: string | null; section: string | null },
    ]
  >([
    ['a free device', {}, { node: null, move: null, delete: null, section: null }],
    [
      'open calls lock everything',
      { openCallCount: 1 },
      { node: 'open_calls', move: 'open_calls', delete: 'open_calls', section: 'open_calls' },
    ],
    [
      'a device in an active interconnection',
      { inActiveInterconnection: true },
      { node: null, move: null, delete: null, section: 'interconnection' },
    ],
    [
      'a room in an active interconnection keeps its own data',
      { kind: 'room', inActiveInterconnection: true },
      { node: null, move: null, delete: null, section: 'interconnection' },
    ],
    [
      'children inherit the section',
      { kind: 'room', childrenInheritSection: true, childCount: 2 },
      { node: null, move: null, delete: 'has_children', section: 'section_inherited_by_children' },
    ],
    [
      'an inheriting device cannot move',
      { inheritsAnything: true },
      { node: null, move: 'inheriting_device', delete: null, section: null },
    ],
    [
      'an inheriting room can',
      { kind: 'room', inheritsAnything: true },
      { node: null, move: null, delete: null, section: null },
    ],
    [
      'children block the delete',
      { kind: 'floor', childCount: 3 },
      { node: null, move: null, delete: 'has_children', section: null },
    ],
  ])('%s', (_label, facts, expected) => {
    const locks = nodeLocks({ ...base, ...facts });
    expect({
      node: locks.node,
      move: locks.move,
      delete: locks.delete,
      section: isFieldLocked(locks, 'section_id'),
    }).toEqual(expected);
    expect(isFieldLocked(locks, 'parent_id')).toBe(locks.move);
    expect(isFieldLocked(locks, 'comment')).toBe(locks.node);
  });

  it.each<[string, Partial<LockFacts>, string | null]>([
    ['a device in an interconnection keeps its number', { inActiveInterconnection: true }, 'interconnection'],
    ['a room has no number to keep', { kind: 'room', inActiveInterconnection: true }, null],
    ['outside an interconnection', {}, null],
  ])('%s', (_label, facts, expected) => {
    const locks = nodeLocks({ ...base, ...facts });
    expect(isFieldLocked(locks, 'number')).toBe(expected);
    expect(isFieldLocked(locks, 'call_source_id')).toBe(expected);
    expect(isFieldLocked(locks, 'name')).toBe(null);
  });
});
