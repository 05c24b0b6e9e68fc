import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`: one ticking clock for all tiles instead of one each. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
