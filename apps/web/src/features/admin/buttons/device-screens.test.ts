import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../app/routes/route-index';
import { SCREENS } from '../../../app/routes/screens';

/** Buttons, indicators, alert channels, checkpoint maps (spec part 1 §2) and escape profiles (ADR 0013). */
const ROUTES = [
  ['admin.buttons', 'admin::manage_system'],
  ['admin.buttons.edit', 'admin::manage_system'],
  ['admin.indicators', 'admin::manage_system'],
  ['admin.indicators.edit', 'admin::manage_system'],
  ['admin.alert-channels', 'admin::manage_system'],
  ['admin.alert-channels.edit', 'admin::manage_system'],
  ['admin.checkpointmaps', 'admin::manage_system'],
  ['admin.checkpointmaps.edit', 'admin::manage_system'],
  ['admin.checkpointmaps.sort', 'admin::manage_system'],
  ['admin.escapeprofiles', 'admin::manage_escape_profiles'],
  ['admin.escapeprofiles.edit', 'admin::manage_escape_profiles'],
] as const;

// The first import transforms Mantine and the kit, which takes a while on a shared machine.
describe('device and console entity screens', { timeout: 45_000 }, () => {
  it.each(ROUTES)('%s is a route guarded by %s with a screen that loads', async (name, permission) => {
    const chain = findRoute(name)?.chain ?? [];
    expect(chain.some((def) => def.all?.includes(permission))).toBe(true);
    const load = SCREENS[name];
    expect(load).toBeDefined();
    const { Component } = await (load as NonNullable<typeof load>)();
    expect(typeof Component).toBe('function');
  });
});
