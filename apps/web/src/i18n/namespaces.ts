/**
 * The catalogue namespaces (locales/<lang>/<namespace>.json). Its own module without Vite-only code,
 * so that vite.config.ts and bench/bundle read the same lists as the app.
 */
export const NAMESPACES = [
  'common',
  'nav',
  'auth',
  'setup',
  'errors',
  'validation',
  'crud',
  'admin',
  'displaySettings',
  'display',
  'shell',
  'tree',
  'sync',
  'adminSystem',
  'adminEntities',
  'adminDevices',
  'calllog',
  'exports',
  'appManagement',
  'phone',
  'demo',
  'systemAdmin',
  'reports',
  'incidents',
  'analytics',
  'fleet',
  'ldapLogs',
  'backups',
  'updates',
  'cloudSync',
  'hubTools',
  'pwa',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What every page may show before its screen loads — the shell, its popups and error pages — and all
 * the wall display needs, its settings drawer included. Fetched before the first render; the other
 * namespaces come with the first screen that is not the display's, so a wall display never loads the
 * console's texts (DESIGN §7).
 */
export const FIRST_NAMESPACES = [
  'common',
  'errors',
  'nav',
  'shell',
  'validation',
  'display',
  'displaySettings',
] as const satisfies readonly Namespace[];

/**
 * All the staff phone at /app/ shows: the phone page loads only these, and no other page loads them.
 */
export const PHONE_NAMESPACES = ['phone'] as const satisfies readonly Namespace[];

/** What a console screen may need: every namespace but the phone's. */
export const CONSOLE_NAMESPACES: readonly Namespace[] = NAMESPACES.filter(
  (ns) => !(PHONE_NAMESPACES as readonly string[]).includes(ns),
);

/**
 * Namespaces in a chunk of their own: the call form's texts, which the wall display fetches when a
 * signed-in user opens a call there, without the rest of the console's; and the phone's.
 */
const OWN_CHUNK_NAMESPACES: readonly string[] = ['calllog', ...PHONE_NAMESPACES] satisfies readonly Namespace[];

/** The chunk (vite.config.ts) that holds a namespace's texts of one language. */
export function localeChunkName(language: string, namespace: string): string {
  if (OWN_CHUNK_NAMESPACES.includes(namespace)) return `locale-${language}-${namespace}`;
  return (FIRST_NAMESPACES as readonly string[]).includes(namespace)
    ? `locale-${language}`
    : `locale-${language}-console`;
}
