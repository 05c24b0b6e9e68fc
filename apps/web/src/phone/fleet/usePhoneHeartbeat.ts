import { useEffect, useRef } from 'react';
import { soundUnlocked, useScreenHeartbeat } from '../../app/connection/useScreenHeartbeat';
import { PhoneHeartbeatDocument } from '../../generated/phone';

interface ShownCall {
  id: number;
  opened_at: string;
}

/**
 * The staff phone in the fleet (ADR 0038): its device, visibility and whether it may ring (muted counts
 * as no sound), and how late the calls that reached it showed — the calls it held at start are not new.
 */
export function usePhoneHeartbeat(place: string, visible: boolean, muted: boolean, calls: readonly ShownCall[] | null) {
  const unlocked = soundUnlocked();
  const rendered = useScreenHeartbeat(PhoneHeartbeatDocument, {
    kind: 'phone',
    place,
    profile_id: null,
    visible,
    sound_unlocked: muted ? false : unlocked,
  });
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (calls === null) return;
    const before = known.current;
    known.current = new Set(calls.map((c) => c.id));
    if (before) rendered(calls.filter((c) => !before.has(c.id)));
  }, [calls, rendered]);
}
