/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { createPwaWorkerStore, type PwaWorker } from './pwa-worker';

let worker: PwaWorker | null = null;

/**
 * Registers the mobile console's service worker (scope /pwa, vite.config.ts → pwa-plugin.ts), once per
 * page. A new version waits until `update` — the update banner's reload — activates it; the page then
 * reloads when it has taken over.
 */
export function pwaServiceWorker(): PwaWorker {
  if (worker) return worker;
  let activate: (reload?: boolean) => Promise<void> = async () => {};
  const store = createPwaWorkerStore(() => activate(true));
  if ('serviceWorker' in navigator) {
    activate = registerSW({
      immediate: true,
      onNeedRefresh: store.needRefresh,
      onOfflineReady: store.offlineReady,
      onRegisterError: (error: unknown) => console.error('the service worker could not be registered', error),
    });
  }
  worker = store;
  return store;
}
