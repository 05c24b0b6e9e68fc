import { describe, expect, it } from 'vitest';
import { APP_MANAGEMENT_ROUTE } from '../../app/routes/modules.routes';
import type { RouteDef } from '../../app/routes/route-def';
import { SCREENS } from '../../app/routes/screens';

function named(defs: readonly RouteDef[]): string[] {
  return defs.flatMap((def) => [...(def.name ? [def.name] : []), ...named(def.children ?? [])]);
}

// /appmanagement redirects to its first child the user may open (spec part 2 §2): each must be a page that
// works, and so must every form over them.
describe('app management', () => {
  it.each(named(APP_MANAGEMENT_ROUTE.children ?? []))('%s has its screen', (name) => {
    expect(SCREENS[name]).toBeTypeOf('function');
  });
});
