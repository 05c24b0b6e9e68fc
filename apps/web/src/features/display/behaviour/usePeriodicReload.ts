import { useEffect, useRef } from 'react';
import { useConnectionState } from '../../../app/connection/shell-stores';

/** Spec part 2 §9: the display page reloads every 4 hours, which clears what weeks in a kiosk gather. */
export const RELOAD_EVERY_MS = 4 * 60 * 60 * 1000;
const CHECK_EVERY_MS = 60_000;

/**
 * Reloads once 4 hours have passed and the backend is connected: a reload while the server is away
 * would leave the wall with an error page instead of the last known calls and the offline overlay.
 */
export function usePeriodicReload(reload: () => void = () => window.location.reload()): void {
  const { status } = useConnectionState();
  const connected = useRef(status === 'connected');
  connected.current = status === 'connected';
  const reloadRef = useRef(reload);
  reloadRef.current = reload;

  useEffect(() => {
    const due = Date.now() + RELOAD_EVERY_MS;
    const timer = setInterval(() => {
      if (Date.now() >= due && connected.current) reloadRef.current();
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
}
