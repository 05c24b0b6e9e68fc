import type { SystemTreeNodeBatchInput } from '../../../generated/graphql';

type BatchField = keyof SystemTreeNodeBatchInput;

/** What a batch edit offers (spec part 1 §2): the fields many devices share, with their input kind. */
export const BATCH_FIELDS: readonly { name: BatchField; kind: 'section' | 'call_source' | 'level' | 'switch' }[] = [
  { name: 'section_id', kind: 'section' },
  { name: 'call_source_id', kind: 'call_source' },
  { name: 'day_sound_level', kind: 'level' },
  { name: 'night_sound_level', kind: 'level' },
  { name: 'is_active', kind: 'switch' },
  { name: 'deny_manual_call_closure', kind: 'switch' },
  { name: 'disable_buzzer_at_night', kind: 'switch' },
  { name: 'use_activity_control', kind: 'switch' },
];

export type BatchValues = Partial<Record<BatchField, number | boolean | null>>;

/**
 * The input of a batch edit: only the fields ticked for change, each with its value (an empty
 * select clears the field). Nothing ticked is no change.
 */
export function batchInput(ticked: ReadonlySet<BatchField>, values: BatchValues): SystemTreeNodeBatchInput {
  const input: Record<string, number | boolean | null> = {};
  for (const { name, kind } of BATCH_FIELDS) {
    if (!ticked.has(name)) continue;
    const value = values[name];
    input[name] = kind === 'switch' ? value === true : (value ?? (kind === 'level' ? 0 : null));
  }
  return input as SystemTreeNodeBatchInput;
}
