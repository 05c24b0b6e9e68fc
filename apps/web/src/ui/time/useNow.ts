import { useEffect, useState } from 'react';
import { type ServerClock, serverClock } from '../../app/connection/server-clock';

/**
 * The current time in the server's clock (ADR 0038), renewed every `everyMs` and as soon as the server's
 * `time` message corrects it: one ticking clock for all tiles instead of one each.
 */
export function useNow(everyMs: number, clock: ServerClock = serverClock): number {
  const [now, setNow] = useState(clock.now);
  useEffect(() => {
    const tick = () => setNow(clock.now());
    const timer = setInterval(tick, everyMs);
    const off = clock.subscribe(tick);
    return () => {
      clearInterval(timer);
      off();
    };
  }, [everyMs, clock]);
  return now;
}
