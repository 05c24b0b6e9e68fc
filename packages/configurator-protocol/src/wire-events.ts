import { z } from 'zod';
import { callSchema, streamId } from './wire-calls';
import { changelogEntrySchema, commitErrorSchema, HUB_STATUSES } from './wire-config';
import { callText, counter, id, isoTime, KEY_MAX, list, message, percent, text } from './wire-primitives';

export const TREE_NODE_KINDS = [
  'building',
  'device',
  'floor',
  'group',
  'person',
  'radio',
  'room',
  'section',
  'tech',
  'unknown',
  'wired',
] as const;

const MAC = /^[0-9A-F]{2}(:[0-9A-F]{2}){5}$/i;
const deviceId = { device_id: id };
const withCall = z.object({ call: callSchema });

export const hubPrinterMessageSchema = z.object({
  id,
  hub_id: id.nullable(),
  /** MAC address of the radio the hub printer detected. */
  address: z.string().regex(MAC, 'not a MAC address'),
  error: message.nullable(),
  detected_at: isoTime,
  system_tree_node: z
    .object({
      id,
      kind: z.enum(TREE_NODE_KINDS),
      name: callText,
      serial: text(32).nullable(),
      parent_name: callText.nullable(),
    })
    .nullable(),
});

/** `data` of every event type protocol v1 defines (protocol §8). */
export const eventDataSchemas = {
  'call.opened': withCall,
  'call.updated': withCall,
  'call.closed': withCall,
  'device.battery': z.object({ ...deviceId, battery: percent.nullable() }),
  'device.reachability': z.object({ ...deviceId, reachable: z.boolean(), last_reachable_at: isoTime.nullable() }),
  'device.muted': z.object({ ...deviceId, muted: z.boolean() }),
  'device.position': z.object({ ...deviceId, position: callText.nullable(), position_updated_at: isoTime.nullable() }),
  'device.restarted': z.object(deviceId),
  'hub.printer': z.object({ message: hubPrinterMessageSchema }),
  'hub.sync': z.object({ hub_id: id, status: z.enum(HUB_STATUSES), last_sync: isoTime.nullable() }),
  time: z.object({ time: isoTime, seconds: counter }),
  'commit.started': z.object({ revision: counter, changelog: list(changelogEntrySchema) }),
  'commit.progress': z.object({ progress: percent }),
  'commit.finished': z.object({
    status: z.enum(['ready', 'failed']),
    revision: counter,
    error: commitErrorSchema.nullable(),
  }),
  'config.changed': z.object({ revision: counter, reason: z.enum(['commit', 'reset']) }),
} as const;

/** What every event has besides its `data`; `type` is any word (types added later are skipped, not refused). */
export const eventEnvelopeSchema = z.object({
  seq: counter,
  type: z.string().min(1).max(KEY_MAX),
  at: isoTime,
  data: z.unknown(),
});

// The control messages (no seq). `snapshot_needed` and `live` mean what their type says, whatever else
// they carry (this side reads no more of them), so an odd field never stops a stream there: a reason this
// side does not know still means "take a snapshot", which is always safe.
export const helloSchema = z.object({
  type: z.literal('hello'),
  stream_id: streamId,
  current_seq: counter,
  /** The oldest event still retained; absent means none is (`current_seq + 1`). */
  oldest_seq: counter.optional(),
  version: text(KEY_MAX).catch(''),
});
export const snapshotNeededSchema = z.object({
  type: z.literal('snapshot_needed'),
  reason: z.enum(['expired', 'ahead', 'other_stream']).catch('other_stream'),
  stream_id: streamId.catch(''),
  current_seq: counter.catch(0),
});
export const liveSchema = z.object({ type: z.literal('live'), current_seq: counter.catch(0) });
export const pongSchema = z.object({ type: z.literal('pong'), current_seq: counter });
