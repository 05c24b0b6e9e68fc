import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** How far a finger pulls down from the top of the page before letting go reloads it. */
export const PULL_DISTANCE_PX = 72;

type Refresh = () => Promise<unknown>;

interface RefreshRegistry {
  set(refresh: Refresh | null): void;
}

export const PwaRefreshContext = createContext<RefreshRegistry | null>(null);

/** A PWA page hands the layout what "reload" means for it (pull to refresh, the header's button). */
export function usePwaRefresh(refresh: Refresh): void {
  const registry = useContext(PwaRefreshContext);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!registry) return;
    registry.set(() => latest.current());
    return () => registry.set(null);
  }, [registry]);
}

/**
 * The page's refresh, run by a pull from the top of the page (touch) or by `run` (a button). `pulled` is
 * how far the finger is down (0 … PULL_DISTANCE_PX), for the indicator; `refreshing` while it runs.
 */
export function usePullToRefresh() {
  const refresh = useRef<Refresh | null>(null);
  const [registry] = useState<RefreshRegistry>(() => ({
    set: (next) => {
      refresh.current = next;
    },
  }));
  const [pulled, setPulled] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const start = useRef<number | null>(null);

  const run = useCallback(async () => {
    const current = refresh.current;
    if (!current) return;
    setRefreshing(true);
    try {
      await current();
    } catch {
      // The page shows its own failure.
    } finally {
      setRefreshing(false);
    }
  }, []);

  const handlers = {
    onTouchStart: (event: React.TouchEvent) => {
      start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    },
    onTouchMove: (event: React.TouchEvent) => {
      if (start.current === null) return;
      const distance = (event.touches[0]?.clientY ?? start.current) - start.current;
      setPulled(Math.max(0, Math.min(distance, PULL_DISTANCE_PX)));
    },
    onTouchEnd: () => {
      const far = pulled >= PULL_DISTANCE_PX;
      start.current = null;
      setPulled(0);
      if (far) void run();
    },
  };
  return { registry, pulled, refreshing, run, handlers };
}
