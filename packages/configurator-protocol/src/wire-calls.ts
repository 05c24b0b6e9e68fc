import { z } from 'zod';
import { callText, counter, id, isoTime, percent, STREAM_ID_MAX, text } from './wire-primitives';

export const DEVICE_ACTIONS = ['EndCalls', 'IgnoreDefects', 'Mute', 'Restart', 'Unmute'] as const;

/** A call as the configurator reports it (protocol §8); closed exactly when `closed_at` is set. */
export const callSchema = z
  .object({
    id,
    call_type_id: id,
    call_type_text: callText,
    call_source_id: id.nullable(),
    call_source_text: callText.nullable(),
    section_id: id.nullable(),
    section_name: callText.nullable(),
    system_tree_node_id: id,
    /** The device's number (spec: "number (device id)"), 0–9999 (protocol §4). */
    number: z.int().min(0).max(9999).nullable(),
    device_text_short: callText,
    device_text_long: callText,
    position: callText.nullable(),
    opened_at: isoTime,
    updated_at: isoTime,
    closed_at: isoTime.nullable(),
    is_closed: z.boolean(),
  })
  .refine((call) => call.is_closed === (call.closed_at !== null), {
    message: 'is_closed and closed_at disagree',
    path: ['is_closed'],
  });

/** The times a call can be shown without: what it reached us at stands in for them. */
const REPAIRABLE_TIMES = ['opened_at', 'updated_at'] as const;

/**
 * A call whose opening time cannot be read (a head unit whose clock was reset, say to 1970) is still a
 * call someone pressed. Hidden, it could cost a life; shown with the time it reached us, it costs a wrong
 * minute. So when `opened_at` or `updated_at` — and nothing else — fails, the call is read with
 * `receivedAt` in their place; the caller keeps the original in quarantine all the same (ADR 0017).
 */
export function readCallRepairingTimes(
  raw: unknown,
  receivedAt: string,
): { call: z.infer<typeof callSchema>; repaired: string[] } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const fields = raw as Record<string, unknown>;
  const repaired = REPAIRABLE_TIMES.filter((field) => !isoTime.safeParse(fields[field]).success);
  if (repaired.length === 0) return null;
  const patched = { ...fields, ...Object.fromEntries(repaired.map((field) => [field, receivedAt])) };
  const result = callSchema.safeParse(patched);
  return result.success ? { call: result.data, repaired } : null;
}

/** Values a device reports, not configuration. */
export const deviceRuntimeSchema = z.object({
  /** Percent, or null for wired devices that have no battery. */
  battery: percent.nullable(),
  reachable: z.boolean(),
  last_reachable_at: isoTime.nullable(),
  muted: z.boolean(),
  position: callText.nullable(),
  position_updated_at: isoTime.nullable(),
});

export const streamId = text(STREAM_ID_MAX).min(1);

/**
 * `GET /api/v1/calls`: the envelope only. Each call is read on its own (`callSchema`), so one unreadable
 * call is kept apart and the others still count (ADR 0017).
 */
export const openCallsEnvelopeSchema = z.object({
  stream_id: streamId,
  seq: counter,
  calls: z.array(z.unknown()).max(65_535),
});

export const deviceActionResultSchema = z.object({
  device_id: id,
  action: z.enum(DEVICE_ACTIONS),
  closed_calls: z.array(callSchema).max(1_000),
  device: deviceRuntimeSchema,
});
