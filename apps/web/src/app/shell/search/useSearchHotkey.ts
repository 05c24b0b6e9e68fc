import { useEffect, useRef } from 'react';

/**
 * Ctrl+K, and Cmd+K on a Mac, from anywhere — fields included (spec part 1 §2, Global search).
 * Without a search box the keys stay the browser's.
 */
export function useSearchHotkey(onPress: () => void, enabled: boolean): void {
  const latest = useRef(onPress);
  latest.current = onPress;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
