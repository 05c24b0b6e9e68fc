import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../../features/errors/NotFoundPage';
import { RouteErrorPage } from '../../features/errors/RouteErrorPage';
import { AdminLayout, AppManagementLayout } from '../shell/section-menu/SectionLayout';
import { SectionTabs } from '../shell/section-menu/SectionTabs';
import type { RouteDef } from './route-def';
import { SCREENS } from './screens';

/**
 * Sections with many pages: their menu beside (or, for the tree, above) the page (ADR 0034). Not lazy:
 * small, and a lazy layout would be one more fetch in front of every page of the section.
 */
const SECTION_LAYOUTS: Readonly<Record<string, RouteObject['element']>> = {
  admin: <AdminLayout />,
  appManagement: <AppManagementLayout />,
  tree: <SectionTabs />,
};

function hasChildPages(def: RouteDef): boolean {
  return (def.children ?? []).some((c) => !c.modal && !c.index && !c.redirect && (c.path || c.children));
}

/**
 * React Router objects for the registry. Every object carries its definition as `handle`, which
 * is how the guard reads the matched chain. `root` is the element of the top layout.
 */
export function toRouteObject(def: RouteDef, root?: RouteObject['element'], screens = SCREENS): RouteObject {
  const screen = def.name ? screens[def.name] : undefined;
  const view: Partial<RouteObject> = {};
  if (root !== undefined) {
    view.element = root;
    // One boundary for every screen: a failed lazy import or render shows a reload offer.
    view.errorElement = <RouteErrorPage />;
    // Shown while the first matched screen's lazy module loads (otherwise React Router warns).
    view.hydrateFallbackElement = null;
  }
  // A modal renders nothing in its parent's page: the shell's modal stack shows it (app/modal).
  else if (def.modal) view.element = null;
  // Only with the real screens: tests that load none (render-shell) get no menus either.
  else if (def.name && SECTION_LAYOUTS[def.name] && screens === SCREENS) view.element = SECTION_LAYOUTS[def.name];
  else if (screen) view.lazy = screen;
  // A named page not built yet; pathless groups, redirects and sections whose pages are child routes
  // render their children (or nothing).
  else if (def.name && !def.redirect && !hasChildPages(def)) view.element = <NotFoundPage />;
  if (def.index) return { index: true, handle: def, ...view } as RouteObject;
  return {
    ...(def.path ? { path: def.path } : {}),
    handle: def,
    ...view,
    ...(def.children ? { children: def.children.map((child) => toRouteObject(child, undefined, screens)) } : {}),
  } as RouteObject;
}
