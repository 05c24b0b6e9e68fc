import { describe, expect, it } from 'vitest';
import type { Principal } from '../permissions/principal';
import { forbiddenFields, mayWriteNode, nodeWritePermissions } from './permissions';

const user = (...codes: string[]): Principal => ({
  id: 5,
  isSuperuser: false,
  permissions: new Set(codes),
  systemAccess: [],
});
const superuser: Principal = { id: 1, isSuperuser: true, permissions: new Set(), systemAccess: [] };

describe('who may write a node (spec part 1 §6)', () => {
  it.each<[string, string, 'create' | 'update' | 'delete', boolean, string[]]>([
    ['radio', 'create', 'create', false, ['systemtree::create_devices']],
    ['radio', 'update', 'update', false, ['systemtree::manage_devices']],
    ['radio', 'delete', 'delete', false, ['systemtree::delete_devices']],
    ['wired', 'update', 'update', false, ['systemtree::manage_devices', 'systemtree::manage_wired_devices']],
    ['tech', 'create', 'create', false, ['systemtree::create_devices', 'systemtree::manage_tech_devices']],
    ['device', 'marked tech', 'update', true, ['systemtree::manage_devices', 'systemtree::manage_tech_devices']],
    ['room', 'any write', 'delete', false, ['systemtree::manage_structure']],
  ])('%s, %s → %j', (kind, _label, action, isTech, codes) => {
    expect(nodeWritePermissions(kind, action, isTech)).toEqual(codes);
  });

  it.each<[Principal, string, boolean]>([
    [user('systemtree::manage_devices'), 'radio', true],
    [user('systemtree::manage_devices'), 'wired', false],
    [user('systemtree::manage_devices'), 'room', false],
    [user('systemtree::manage_structure'), 'room', true],
    [superuser, 'wired', true],
  ])('mayWriteNode %#', (principal, kind, expected) => {
    expect(mayWriteNode(principal, kind, 'update')).toBe(expected);
  });

  it.each<[Principal, string[], string[]]>([
    [user(), ['name', 'comment', 'text_short'], []],
    [user(), ['serial', 'section_id', 'name'], ['serial', 'section_id']],
    [user('systemtree::manage_serials'), ['serial', 'mac'], []],
    [user('systemtree::manage_sections'), ['inherit_section', 'parent_id'], ['parent_id']],
    [
      user(),
      ['day_sound_level', 'use_activity_control', 'linked_system_tree_node_id', 'number'],
      ['day_sound_level', 'use_activity_control', 'linked_system_tree_node_id', 'number'],
    ],
    [superuser, ['serial', 'parent_id'], []],
  ])('forbiddenFields %#', (principal, changed, forbidden) => {
    expect(forbiddenFields(principal, changed)).toEqual(forbidden);
  });
});
