import { homeTarget } from '../guards/home';
import { ADMIN_ROUTE } from './admin.routes';
import { ANALYTICS_ROUTES, APP_MANAGEMENT_ROUTE, LOG_ROUTE, PWA_ROUTE } from './modules.routes';
import type { RouteDef } from './route-def';
import { TREE_ROUTES } from './tree.routes';

/**
 * The whole route table of spec part 1 §2 and part 2 §2. Authenticated unless `public`.
 * The root is a public layout: it hosts the shell and runs the guard for every match below it.
 */
export const ROUTES: RouteDef = {
  name: 'root',
  public: true,
  children: [
    { index: true, public: true, redirect: () => '/home' },
    {
      path: 'home',
      name: 'homepage',
      public: true,
      redirect: ({ situation, route }) => homeTarget(situation, route),
    },
    { path: 'login', name: 'login', public: true, openDuringCommit: true },
    { path: 'setup', name: 'setup', public: true, bare: true },
    // The demo has its own header (spec part 2 §2), as the display has.
    { path: 'demo', name: 'demo', public: true, bare: true },
    // Open during a commit: a user sent to sync who may not open it lands here, not back on sync.
    { path: 'no-access', name: 'accessDenied', public: true, openDuringCommit: true },
    {
      path: 'display/:slug?',
      name: 'display',
      public: true,
      // The display has its own header bar (spec part 2 §2), hidden in fullscreen.
      bare: true,
      openDuringCommit: true,
      reuseParams: ['slug'],
      children: [{ path: 'call/:id', name: 'displayCallForm', modal: true }],
    },
    { path: 'auth/set-password', name: 'set-password' },
    ...TREE_ROUTES,
    { path: 'sync', name: 'sync', all: ['systemtree::sync'], openDuringCommit: true },
    LOG_ROUTE,
    ANALYTICS_ROUTES,
    APP_MANAGEMENT_ROUTE,
    PWA_ROUTE,
    ADMIN_ROUTE,
    { path: '*', name: 'notFound', public: true },
  ],
};
