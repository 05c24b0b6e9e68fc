import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const visible = () => document.visibilityState === 'visible';

/** Whether the page is on the screen: a call shown then counts as opened (proof of delivery, ADR 0032). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, visible);
}
