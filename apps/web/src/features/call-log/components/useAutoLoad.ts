import { type RefCallback, useCallback, useRef } from 'react';

/**
 * Calls `load` when the element comes near the viewport (infinite scroll). Without an
 * IntersectionObserver (old kiosks, jsdom) nothing happens: the "load more" button remains.
 */
export function useAutoLoad(load: () => void): RefCallback<HTMLElement> {
  const latest = useRef(load);
  latest.current = load;
  return useCallback((element: HTMLElement | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}
