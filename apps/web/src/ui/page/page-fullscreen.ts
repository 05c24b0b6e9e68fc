import { useEffect, useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * Whether a page asks for full screen: the root layout then leaves out the header (spec part 1 §2,
 * page scaffold). Pages hold it while they are in that mode; a page that goes away lets it go.
 */
export function createFullscreenStore() {
  let holders = 0;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    getSnapshot: () => holders > 0,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Full screen until the returned release is called. */
    hold(): () => void {
      holders += 1;
      if (holders === 1) emit();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0) emit();
      };
    },
  };
}

export type FullscreenStore = ReturnType<typeof createFullscreenStore>;

/** The one the shell reads. */
export const pageFullscreen = createFullscreenStore();

export function usePageFullscreen(store: FullscreenStore = pageFullscreen): boolean {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

export function useHoldPageFullscreen(active: boolean, store: FullscreenStore = pageFullscreen): void {
  useEffect(() => (active ? store.hold() : undefined), [active, store]);
}
