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
