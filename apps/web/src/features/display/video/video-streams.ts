/** Spec part 2 §9: video stream frames. */
export const VIDEO_IMAGE_DELAY_MS = 1000;
export const VIDEO_AUTO_CLOSE_MS = 5 * 60 * 1000;
export const VIDEO_TAP_THRESHOLD_PX = 3;
export const VIDEO_SPACING_PX = 16;

export function frameSize(count: number): { width: number; minHeight: number } {
  return count > 1 ? { width: 615, minHeight: 400 } : { width: 1000, minHeight: 600 };
}

export interface VideoStream {
  url: string;
}

/** The `videostream` system message: payload { url, action: start | stop }. */
export function applyVideoMessage(streams: readonly VideoStream[], payload: unknown): readonly VideoStream[] {
  const { url, action } = (payload ?? {}) as { url?: unknown; action?: unknown };
  if (typeof url !== 'string' || url === '') return streams;
  const without = streams.filter((s) => s.url !== url);
  if (action === 'start') return without.length === streams.length ? [...streams, { url }] : streams;
  if (action === 'stop') return without;
  return streams;
}

/** The call a message names (the server's messages for calls on linked devices), or null. */
export function callOfVideoMessage(payload: unknown): { callId: number; systemId: number } | null {
  const { call_id, system_id } = (payload ?? {}) as { call_id?: unknown; system_id?: unknown };
  return typeof call_id === 'number' && typeof system_id === 'number' ? { callId: call_id, systemId: system_id } : null;
}
