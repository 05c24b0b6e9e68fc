import type { ComponentType } from 'react';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * The screen of each named route, loaded on first use. A route without an entry shows the
 * not-found placeholder until its issue builds the screen; the route itself is already final.
 */
export const SCREENS: Readonly<Record<string, LazyScreen>> = {
  login: () => import('../../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })),
  'set-password': () => import('../../features/auth/SetPasswordPage').then((m) => ({ Component: m.SetPasswordPage })),
  setup: () => import('../../features/setup/SetupWizard').then((m) => ({ Component: m.SetupWizard })),
  accessDenied: () => import('../../features/errors/AccessDeniedPage').then((m) => ({ Component: m.AccessDeniedPage })),
};
