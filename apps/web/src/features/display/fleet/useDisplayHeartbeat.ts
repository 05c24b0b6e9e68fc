import { useSyncExternalStore } from 'react';
import { useScreenHeartbeat } from '../../../app/connection/useScreenHeartbeat';
import { DisplayHeartbeatDocument } from '../../../generated/transport';
import type { DisplayProfileRef } from '../config/display-config';
import { audioState, soundUnlockedNow, subscribeAudio } from '../sound/display-audio';

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
  // The real unlock state of the display's audio context (issue 14 item 4), not only "had a gesture".
  useSyncExternalStore(subscribeAudio, audioState, audioState);
  return useScreenHeartbeat(DisplayHeartbeatDocument, {
    kind: 'display',
    place: profile ? profile.name : decodeURIComponent(globalThis.location?.search.replace(/^\?/, '') ?? ''),
    profile_id: profile?.id ?? null,
    visible,
    sound_unlocked: soundUnlockedNow(),
  });
}
