import { z } from 'zod';
import {
  counter,
  ID_MAX,
  isoTime,
  KEY_MAX,
  key,
  LIST_MAX,
  list,
  MESSAGE_TEXT_MAX,
  message,
  text,
} from './wire-primitives';

export const CONFIG_KINDS = [
  'system_params',
  'system_tree_nodes',
  'sections',
  'call_types',
  'call_sources',
  'schedules',
  'display_groups',
  'hubs',
] as const;

export const HUB_STATUSES = ['Ready', 'Offline', 'Busy', 'Processing', 'Unknown'] as const;

const configKind = z.enum(CONFIG_KINDS);
const changeAction = z.enum(['created', 'updated', 'deleted']);

// A configuration entity's fields are read one by one by the import (config-fields.ts on the server); at
// the boundary only their size is bounded: flat values, short lists, no deep nesting.
const scalar = z.union([text(MESSAGE_TEXT_MAX), z.number().finite(), z.boolean(), z.null()]);
const flatRecord = z
  .record(z.string().max(KEY_MAX), scalar)
  .refine((record) => Object.keys(record).length <= KEY_MAX, 'too many fields');
const configValue = z.union([scalar, z.array(z.union([scalar, flatRecord])).max(1_000)]);

/** A configuration entity as the configurator sends it: an id, then fields the import checks one by one. */
export const configEntitySchema = z.object({ id: z.int().min(1).max(ID_MAX) }).catchall(configValue);
const entities = list(configEntitySchema);

/** `GET /api/v1/config`: the committed configuration. */
export const configSnapshotSchema = z.object({
  revision: counter,
  system_params: configEntitySchema.nullable(),
  system_tree_nodes: entities,
  sections: entities,
  call_types: entities,
  call_sources: entities,
  schedules: entities,
  display_groups: entities,
  hubs: entities,
});

/** One problem the configurator found (spec part 1 §5 "configurator validation errors"). */
export const configErrorSchema = z.object({
  key,
  kind: configKind,
  id: z.int().min(0).max(ID_MAX),
  /** A path such as `connections[1].section_id`, or null. */
  field: text(KEY_MAX * 4).nullable(),
  data: z
    .record(z.string().max(KEY_MAX), z.union([scalar, z.array(scalar).max(100).readonly()]))
    .refine((record) => Object.keys(record).length <= KEY_MAX, 'too many fields'),
});

export const changelogEntrySchema = z.object({
  kind: configKind,
  id: z.int().min(0).max(ID_MAX),
  action: changeAction,
});

export const commitErrorSchema = z.object({
  key,
  message,
  errors: z.array(configErrorSchema).max(1_000).optional(),
});

export const commitStatusSchema = z.object({
  status: z.enum(['ready', 'committing', 'failed']),
  progress: z.int().min(0).max(100),
  error: commitErrorSchema.nullable(),
  changelog: list(changelogEntrySchema),
  revision: counter,
  staged_count: z
    .int()
    .min(0)
    .max(LIST_MAX * 8),
  started_at: isoTime.nullable(),
  finished_at: isoTime.nullable(),
});

export const stagedChangeSchema = z.object({
  kind: configKind,
  id: z.int().min(0).max(ID_MAX),
  action: changeAction,
  /** The entity as it will be after the commit; null for a deletion. */
  data: configEntitySchema.nullable(),
  staged_at: isoTime,
});

export const stagedChangesSchema = z.object({
  /** The committed revision the changes apply to. */
  revision: counter,
  changes: list(stagedChangeSchema),
});

/** `PUT` and `DELETE /config/{kind}/{id}`: null when nothing is staged (any more). */
export const stageAnswerSchema = z.object({ staged: stagedChangeSchema.nullable() });
export const discardAnswerSchema = z.object({ discarded: counter });
export const firmwareSchema = z.object({ version: text(KEY_MAX).min(1) });
