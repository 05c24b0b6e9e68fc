import { useCallback, useEffect, useRef, useState } from 'react';
import { applyVideoMessage, callOfVideoMessage, type VideoStream } from './video-streams';

/** A call's stream may be told before the call reaches the wall (two paths from the server): held this long. */
export const VIDEO_PENDING_MS = 15_000;

interface Pending {
  key: string;
  payload: unknown;
  until: number;
}

const keyOf = (systemId: number, callId: number) => `${systemId}:${callId}`;

/**
 * The video stream frames of the display (spec part 2 §4 `videostream`). A message that names a call
 * (issue 14 item 5: the server sends it for a call opened on a linked device or section) opens its stream
 * only if this display shows that call — now, or once the call arrives within 15 s. A message without a
 * call applies as the spec says. Streams told while video is off are not kept for later.
 */
export function useVideoStreams(enabled: boolean, shown: readonly { id: number; system_id: number }[]) {
  const [videos, setVideos] = useState<readonly VideoStream[]>([]);
  const pending = useRef<Pending[]>([]);
  const shownKeys = useRef(new Set<string>());
  shownKeys.current = new Set(shown.map((call) => keyOf(call.system_id, call.id)));

  const onMessage = useCallback(
    (payload: unknown) => {
      if (!enabled) return;
      const call = callOfVideoMessage(payload);
      if (!call || shownKeys.current.has(keyOf(call.systemId, call.callId))) {
        setVideos((current) => applyVideoMessage(current, payload));
        return;
      }
      pending.current.push({ key: keyOf(call.systemId, call.callId), payload, until: Date.now() + VIDEO_PENDING_MS });
    },
    [enabled],
  );

  // Calls that arrived open the streams told for them; what waited too long is dropped.
  useEffect(() => {
    if (pending.current.length === 0) return;
    const at = Date.now();
    const ready = pending.current.filter((p) => shownKeys.current.has(p.key));
    pending.current = pending.current.filter((p) => !shownKeys.current.has(p.key) && p.until > at);
    if (ready.length > 0)
      setVideos((current) => ready.reduce((streams, p) => applyVideoMessage(streams, p.payload), current));
  });

  useEffect(() => {
    if (!enabled) {
      setVideos([]);
      pending.current = [];
    }
  }, [enabled]);

  const close = useCallback((url: string) => setVideos((current) => current.filter((s) => s.url !== url)), []);
  return { videos, onMessage, close };
}
