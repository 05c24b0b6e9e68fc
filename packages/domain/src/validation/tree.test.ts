import { describe, expect, it } from 'vitest';
import { issueCodes } from './testing';
import { type Inheritable, inheritable, type LinkInput, linkable } from './tree';

describe('inheritable', () => {
  const base: Inheritable = { value: null, inherits: false, parentValue: null, inheritedByChild: false };
  it.each<[string, Partial<Inheritable>, string[]]>([
    ['own value', { value: 4 }, []],
    ['empty, optional', {}, []],
    ['empty, required anyway', { required: true }, ['section_id:required']],
    ['empty, a child inherits it', { inheritedByChild: true }, ['section_id:required_by_child']],
    [
      'empty, a child inherits it and required',
      { inheritedByChild: true, required: true },
      ['section_id:required_by_child'],
    ],
    ['inherits what the parent has', { inherits: true, parentValue: 7 }, []],
    ['inherits, the parent has nothing', { inherits: true, value: 4 }, ['section_id:nothing_to_inherit']],
    ['inherits an empty text', { inherits: true, parentValue: ' ' }, ['section_id:nothing_to_inherit']],
  ])('%s → %j', (_, input, expected) => {
    expect(issueCodes((list) => inheritable('section_id', { ...base, ...input }, list))).toEqual(expected);
  });
});

describe('linkable', () => {
  const base: LinkInput = { id: 1, linksTo: 2, hasLinkedDevices: false, targetIsLinked: false };
  it.each<[string, Partial<LinkInput>, string[]]>([
    ['a plain link', {}, []],
    ['no link', { linksTo: null, hasLinkedDevices: true }, []],
    ['a device with linked devices', { hasLinkedDevices: true }, ['linked:has_linked_devices']],
    ['to a linked device', { targetIsLinked: true }, ['linked:has_linked_devices']],
    ['to itself', { linksTo: 1 }, ['linked:invalid_value']],
    ['a new node', { id: null }, []],
  ])('%s → %j', (_, input, expected) => {
    expect(issueCodes((list) => linkable('linked', { ...base, ...input }, list))).toEqual(expected);
  });
});
