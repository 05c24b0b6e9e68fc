import type { systemTreeNodes } from '../../db/schema/index';
import { bool, type FieldSpec, int, text, textList, time } from './config-fields';

type NodeSpec = FieldSpec<typeof systemTreeNodes.$inferInsert>;

/**
 * The configurator's part of a tree node (protocol §4). The console-only columns (callback number,
 * comment, linking, inherit flags, display overrides, …) are absent on purpose: an import never
 * touches them.
 */
export const treeNodeFields: NodeSpec = {
  kind: text.required(),
  name: text.required(),
  number: int.orNull(),
  parent_id: int.orNull(),
  section_id: int.orNull(),
  section_position: int.orNull(),
  serial: text.orNull(),
  mac: text.orNull(),
  text_short: text.or(''),
  text_long: text.or(''),
  call_source_id: int.orNull(),
  hub_id: int.orNull(),
  is_tech: bool.or(false),
  is_active: bool.or(true),
  deny_manual_call_closure: bool.or(false),
  disable_buzzer_at_night: bool.or(false),
  sort_order: int.or(0),
  day_sound_level: int.or(5),
  night_sound_level: int.or(2),
  buttons: textList.or([]),
  // Runtime values; only device nodes carry them, the others store "unknown".
  battery: int.orNull(),
  reachable: bool.orNull(),
  last_reachable_at: time(),
  muted: bool.or(false),
  position: text.orNull(),
  position_updated_at: time(),
  // Reported by hardware that knows them (protocol §4); the simulator does not.
  health: text.orNull(),
  status: text.orNull(),
  radio: text.orNull(),
};

/** What the hardware reports about a device, as opposed to what a technician configured. */
export const treeNodeRuntime = [
  'battery',
  'reachable',
  'last_reachable_at',
  'muted',
  'position',
  'position_updated_at',
  'health',
  'status',
  'radio',
] as const satisfies readonly (keyof NodeSpec)[];
