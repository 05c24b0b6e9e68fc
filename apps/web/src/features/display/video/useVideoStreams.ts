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
 *
 * A stream a call opened closes when no call that opened it is on this display any more — closed, or
 * gone from the display's filter (ADR 0038 "Video streams"): the display closes it itself, the server sends
 * no `stop` for it. A stream opened by a message without a call stays until `stop`, a tap or 5 minutes.
 */
export function useVideoStreams(enabled: boolean, shown: readonly { id: number; system_id: number }[]) {
  const [videos, setVideos] = useState<readonly VideoStream[]>([]);
  const pending = useRef<Pending[]>([]);
  /** Stream → the calls on this display that opened it; null: a message without a call opened it. */
  const holders = useRef(new Map<string, Set<string> | null>());
  const shownKeys = useRef(new Set<string>());
  shownKeys.current = new Set(shown.map((call) => keyOf(call.system_id, call.id)));

  /** Applies a message and notes who holds the stream; `key`: the call it names, shown here. */
  const apply = useCallback((current: readonly VideoStream[], payload: unknown, key: string | null) => {
    const next = applyVideoMessage(current, payload);
    const url = (payload as { url?: unknown } | null)?.url;
    if (typeof url !== 'string') return next;
    if (!next.some((s) => s.url === url)) holders.current.delete(url);
    else if (key === null) holders.current.set(url, null);
    else {
      const held = holders.current.get(url);
      // Open before this message without a call (held === null): it stays so.
      if (held) held.add(key);
      else if (held === undefined || !current.some((s) => s.url === url)) holders.current.set(url, new Set([key]));
    }
    return next;
  }, []);

  const onMessage = useCallback(
    (payload: unknown) => {
      if (!enabled) return;
      const call = callOfVideoMessage(payload);
      const key = call ? keyOf(call.systemId, call.callId) : null;
      if (key === null || shownKeys.current.has(key)) {
        setVideos((current) => apply(current, payload, key));
        return;
      }
      pending.current.push({ key, payload, until: Date.now() + VIDEO_PENDING_MS });
    },
    [enabled, apply],
  );

  // Calls that arrived open the streams told for them; what waited too long is dropped. Streams whose
  // calls all left the display close.
  useEffect(() => {
    const gone: string[] = [];
    for (const [url, calls] of holders.current) {
      if (!calls) continue;
      for (const key of calls) if (!shownKeys.current.has(key)) calls.delete(key);
      if (calls.size === 0) gone.push(url);
    }
    for (const url of gone) holders.current.delete(url);
    if (gone.length > 0) setVideos((current) => current.filter((s) => !gone.includes(s.url)));
    if (pending.current.length === 0) return;
    const at = Date.now();
    const ready = pending.current.filter((p) => shownKeys.current.has(p.key));
    pending.current = pending.current.filter((p) => !shownKeys.current.has(p.key) && p.until > at);
    if (ready.length > 0)
      setVideos((current) => ready.reduce((streams, p) => apply(streams, p.payload, p.key), current));
  });

  useEffect(() => {
    if (!enabled) {
      setVideos([]);
      pending.current = [];
      holders.current.clear();
    }
  }, [enabled]);

  const close = useCallback((url: string) => {
    holders.current.delete(url);
    setVideos((current) => current.filter((s) => s.url !== url));
  }, []);
  return { videos, onMessage, close };
}
