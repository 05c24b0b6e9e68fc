import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../app/routes/route-index';
import { SCREENS } from '../../../app/routes/screens';

/** The routes of spec part 1 §2 these screens serve (admin.routes.ts), each with its form. */
const ROUTES = [
  'systemParamList',
  'systemParamList.edit',
  'admin.calltypes',
  'admin.calltypes.edit',
  'admin.calltypes.sort',
  'admin.schedules',
  'admin.schedules.edit',
  'admin.sections',
  'admin.sections.edit',
  'admin.displaygroups',
  'admin.displaygroups.edit',
  'admin.callsources',
  'admin.callsources.edit',
  'hubList',
  'hubList.edit',
  'admin.settings',
];

// The first import transforms Mantine and the kit, which takes a while on a shared machine.
describe('configuration screens', { timeout: 20_000 }, () => {
  it.each(ROUTES)('%s is a route with a screen that loads', async (name) => {
    const chain = findRoute(name)?.chain ?? [];
    expect(chain.some((def) => def.all?.includes('admin::manage_system'))).toBe(true);
    const load = SCREENS[name];
    expect(load).toBeDefined();
    const { Component } = await (load as NonNullable<typeof load>)();
    expect(typeof Component).toBe('function');
  });
});
