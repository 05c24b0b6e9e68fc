import { VitePWA } from 'vite-plugin-pwa';

/** Where the mobile console lives: the service worker's scope, the manifest's start and scope (ADR 0044). */
export const PWA_SCOPE = '/pwa';
/** The worker's file, at the root so that it may take the scope `/pwa` (a file under /pwa/ could only take /pwa/). */
export const PWA_WORKER_FILE = 'pwa-sw.js';

/**
 * Requests the worker must never answer: the API, the socket, and the pages that are not the mobile
 * console. It caches no data at all — only the build's files — so a call list is always the server's.
 */
export const NEVER_FROM_CACHE = [/^\/backend(\/|$)/, /^\/ws(\/|$)/, /^\/api(\/|$)/, /^\/display(\/|$)/, /^\/app(\/|$)/];

/**
 * The service worker of the mobile console (ADR 0044): it precaches the built app shell (index.html,
 * scripts, styles, the PWA's icons and manifest) so that `/pwa` opens without network and says it is
 * offline, and it waits with a new version until the user agrees (the update banner). No runtime
 * caching: GraphQL, the socket and every other request go to the network untouched.
 */
export function pwaPlugin() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // Only the PWA's layout registers it (features/pwa/service-worker.ts): the display, the phone and
    // the desktop console never load the registration code.
    injectRegister: false,
    // Our own manifest in public/pwa/, linked by the PWA's layout only: a link in index.html would make
    // every page of this entry installable as the PWA, the phone at /app/ included.
    manifest: false,
    filename: PWA_WORKER_FILE,
    scope: PWA_SCOPE,
    workbox: {
      cacheId: 'wardlight-pwa',
      globPatterns: ['**/*.{js,css,html}', 'pwa/*.{png,svg,webmanifest}'],
      // The phone's files are another app's; the worker script does not cache itself.
      globIgnores: ['app/**', PWA_WORKER_FILE],
      // Vite names assets by their content hash: the name is the revision.
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: [/^\/pwa(\/|$)/],
      navigateFallbackDenylist: NEVER_FROM_CACHE,
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // A new version waits until the user reloads through the update banner.
      skipWaiting: false,
      clientsClaim: false,
      inlineWorkboxRuntime: true,
      sourcemap: false,
      disableDevLogs: true,
    },
  });
}
