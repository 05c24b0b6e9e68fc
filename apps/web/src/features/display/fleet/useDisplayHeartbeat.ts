import { useSyncExternalStore } from 'react';
import { soundUnlocked, useScreenHeartbeat } from '../../../app/connection/useScreenHeartbeat';
import { DisplayHeartbeatDocument } from '../../../generated/transport';
import type { DisplayProfileRef } from '../config/display-config';

const onVisibility = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};
const isVisible = () => document.visibilityState === 'visible';

/**
 * The wall display in the fleet (ADR 0038): its profile, or the address settings it was opened with.
 * Returns `rendered` for the calls that arrive, which the latency watchdog measures.
 */
export function useDisplayHeartbeat(profile: DisplayProfileRef | null) {
  const visible = useSyncExternalStore(onVisibility, isVisible);
  return useScreenHeartbeat(DisplayHeartbeatDocument, {
    kind: 'display',
    place: profile ? profile.name : decodeURIComponent(globalThis.location?.search.replace(/^\?/, '') ?? ''),
    profile_id: profile?.id ?? null,
    visible,
    sound_unlocked: soundUnlocked(),
  });
}
