import { STORAGE_PREFIX } from '@wardlight/domain';
import { useState } from 'react';

const KEY = `${STORAGE_PREFIX}demo.tourSeen`;

function seen(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return true; // no storage: the tour would come back on every visit, so it waits to be asked for
  }
}

/** The guided tour opens by itself on a browser's first visit; skipping or finishing it is kept. */
export function useTourSeen() {
  const [opened, setOpened] = useState(() => !seen());
  return {
    opened,
    open: () => setOpened(true),
    close() {
      try {
        globalThis.localStorage?.setItem(KEY, '1');
      } catch {
        // see seen()
      }
      setOpened(false);
    },
  };
}
