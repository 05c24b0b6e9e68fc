import { canUseSystem, type IssueList, type Principal } from '@wardlight/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type DisplayProfileSetting, displayGroups, schedules, systems } from '../../db/schema/index';
import type { DisplayProfileSettingInput } from '../../graphql/generated/resolvers-types';

/** Special option codes (spec part 2 §3, §9): they name no schedule or display group of the system. */
export const SCHEDULE_NONE = 255;
export const SCHEDULE_ALL_DAY = 20;
export const GROUP_NONE = 255;
export const GROUP_ALL = 254;
export const GROUP_SECTION = 253;

const SCHEDULE_CODES = new Set([SCHEDULE_NONE, SCHEDULE_ALL_DAY]);
const GROUP_CODES = new Set([GROUP_NONE, GROUP_ALL, GROUP_SECTION]);

const SCHEDULE_FIELDS = ['weekday_schedule_id', 'weekend_schedule_id'] as const;
const GROUP_FIELDS = (['weekday', 'weekend'] as const).flatMap((day) =>
  ([1, 2, 3, 4, 5] as const).map((n) => `${day}_display_group_${n}_id` as const),
);

type Indexed = { index: number; setting: DisplayProfileSettingInput };

/** What a setting is stored as: its ids, without the client's `enabled` flag. */
function stored(input: DisplayProfileSettingInput): DisplayProfileSetting {
  const { enabled: _enabled, ...setting } = input;
  return setting;
}

/** `${system}:${id}` of every row of `table` for the given systems, read in one statement. */
async function idsBySystem(tx: Tx, table: typeof schedules | typeof displayGroups, systemIds: number[]) {
  if (systemIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ system_id: table.system_id, id: table.id })
    .from(table)
    .where(inArray(table.system_id, systemIds));
  return new Set(rows.map((r) => `${r.system_id}:${r.id}`));
}

/**
 * The settings a profile keeps: those not switched off, each for a system that exists and that the
 * principal may use, at most one per system, naming the system's own schedules and display groups or a
 * special code. Issues name the setting by its position in the input (`settings.2.system_id`), so a form
 * can place them. Three statements whatever the number of settings.
 */
export async function checkSettings(
  tx: Tx,
  principal: Principal,
  inputs: readonly DisplayProfileSettingInput[],
  issues: IssueList,
): Promise<DisplayProfileSetting[]> {
  const kept: Indexed[] = inputs
    .map((setting, index) => ({ index, setting }))
    .filter((s) => s.setting.enabled !== false);
  const wanted = [...new Set(kept.map((s) => s.setting.system_id))];
  const existing = wanted.length
    ? await tx.select({ id: systems.id }).from(systems).where(inArray(systems.id, wanted))
    : [];
  const usable = new Set(existing.map((s) => s.id).filter((id) => canUseSystem(principal, id)));
  // One after the other: a transaction runs its statements one at a time anyway.
  const scheduleIds = await idsBySystem(tx, schedules, [...usable]);
  const groupIds = await idsBySystem(tx, displayGroups, [...usable]);

  const seen = new Set<number>();
  for (const { index, setting } of kept) {
    const at = (field: string) => `settings.${index}.${field}`;
    if (!usable.has(setting.system_id)) {
      issues.add(at('system_id'), 'invalid_value');
      continue;
    }
    if (seen.has(setting.system_id)) issues.add(at('system_id'), 'duplicate');
    seen.add(setting.system_id);
    const known = (ids: Set<string>, id: number) => ids.has(`${setting.system_id}:${id}`);
    for (const field of SCHEDULE_FIELDS) {
      const id = setting[field];
      if (!SCHEDULE_CODES.has(id) && !known(scheduleIds, id)) issues.add(at(field), 'invalid_value');
    }
    for (const field of GROUP_FIELDS) {
      const id = setting[field];
      if (!GROUP_CODES.has(id) && !known(groupIds, id)) issues.add(at(field), 'invalid_value');
    }
  }
  return kept.map((s) => stored(s.setting));
}
