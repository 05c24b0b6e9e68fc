import { useEffect, useState } from 'react';

/**
 * The time, renewed every `everyMs`, for "open for …". The display has the same clock (view/useNow);
 * sharing it would split it from the display's own chunk into one more file on every wall display's
 * cold load (DESIGN §7 budget), for a lazily loaded form that needs it rarely.
 */
export function useClock(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
