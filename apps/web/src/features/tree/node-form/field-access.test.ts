import type { Principal } from '@wardlight/domain';
import { describe, expect, it } from 'vitest';
import { type AccessFacts, fieldAccess } from './field-access';

const user = (...codes: string[]): Principal => ({
  id: 5,
  isSuperuser: false,
  permissions: new Set(codes),
  systemAccess: [],
});
const technician = user('systemtree::use_module', 'systemtree::manage_devices', 'systemtree::create_devices');
const base: AccessFacts = {
  principal: technician,
  mode: 'edit',
  kind: 'radio',
  isTech: false,
  locks: { node: null, fields: [] },
};

describe('fieldAccess', () => {
  it.each<[string, Partial<AccessFacts>, string, string]>([
    ['a device field the technician may edit', {}, 'comment', 'open'],
    ['a serial needs manage_serials', {}, 'serial', 'permission'],
    ['a room needs manage_structure', { kind: 'room' }, 'comment', 'permission'],
    ['a wired device needs manage_wired_devices', { kind: 'wired' }, 'comment', 'permission'],
    ['open calls lock everything', { locks: { node: 'open_calls', fields: [] } }, 'comment', 'lock:open_calls'],
    [
      'a field lock',
      { locks: { node: null, fields: [{ field: 'parent_id', reason: 'inheriting_device' }] } },
      'parent_id',
      'permission',
    ],
    ['the kind is fixed once created', {}, 'kind', 'permission'],
    ['a new node chooses its kind and place', { mode: 'new', locks: null }, 'parent_id', 'open'],
    ['a new node chooses its kind', { mode: 'new', locks: null }, 'kind', 'open'],
    ['a schedule needs manage_sections', {}, 'weekday_schedule_id', 'permission'],
    ['a display group row too', {}, 'weekend_display_group_3_id', 'permission'],
    [
      'with it, schedules are open',
      { principal: user('systemtree::manage_devices', 'systemtree::manage_sections') },
      'weekday_schedule_id',
      'open',
    ],
    ['the override needs manage_display_group_overrides', {}, 'active_display_group_override_id', 'permission'],
    [
      'with it, the override is open',
      { principal: user('systemtree::manage_devices', 'systemtree::manage_display_group_overrides') },
      'active_display_group_override_id',
      'open',
    ],
  ])('%s', (_label, facts, field, expected) => {
    const access = fieldAccess(field, { ...base, ...facts });
    const shown = !access.readOnly ? 'open' : access.because === 'lock' ? `lock:${access.reason}` : access.because;
    expect(shown).toBe(expected);
  });

  it('shows the lock of a field the user may write', () => {
    const mover = user('systemtree::manage_devices', 'systemtree::manage_parents');
    const locks = { node: null, fields: [{ field: 'parent_id', reason: 'inheriting_device' }] };
    expect(fieldAccess('parent_id', { ...base, principal: mover, locks })).toEqual({
      readOnly: true,
      because: 'lock',
      reason: 'inheriting_device',
    });
  });
});
