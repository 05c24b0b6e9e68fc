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

async function existingSystems(tx: Tx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: systems.id }).from(systems).where(inArray(systems.id, ids));
  return new Set(rows.map((r) => r.id));
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
 * The settings a profile keeps (`saved`: the profile's stored settings on an update, null on create).
 *
 * - Switched-off settings are dropped unread (spec part 2 §5).
 * - Systems that no longer exist are dropped silently on an update: a profile naming a deleted system
 *   must stay savable. On create nothing is stored yet, so such a system is refused as garbage.
 * - Systems the principal may not use belong to another team. On an update whatever was sent for them
 *   is ignored and their stored settings are kept as they are: the drawer re-sends what it cannot show
 *   (profile-draft.ts), and a restricted manager may neither add, change nor remove them. On create
 *   there is nothing to keep, and dropping them silently would hide from the author that the new
 *   profile lacks them, so they are refused.
 * - Settings of usable systems are validated: one per system, naming the system's own schedules and
 *   display groups or a special code. A foreign or unknown id is refused, not turned into 255 'none':
 *   'none' shows no calls in that slot, and a wall display silently showing fewer calls than its
 *   author chose is worse than a field error the author sees and fixes.
 *
 * Issues name the setting by its position in the input (`settings.2.system_id`), so a form can place
 * them. The result is ordered by system id, so re-sending the same settings in another order changes
 * nothing (and writes no audit entry). Three statements whatever the number of settings.
 */
export async function checkSettings(
  tx: Tx,
  principal: Principal,
  inputs: readonly DisplayProfileSettingInput[],
  saved: readonly DisplayProfileSetting[] | null,
  issues: IssueList,
): Promise<DisplayProfileSetting[]> {
  const kept: Indexed[] = inputs
    .map((setting, index) => ({ index, setting }))
    .filter((s) => s.setting.enabled !== false);
  const named = new Set([...kept.map((s) => s.setting.system_id), ...(saved ?? []).map((s) => s.system_id)]);
  const existing = await existingSystems(tx, [...named]);
  const usable = new Set([...existing].filter((id) => canUseSystem(principal, id)));
  const sentUsable = [...new Set(kept.map((s) => s.setting.system_id).filter((id) => usable.has(id)))];
  // One after the other: a transaction runs its statements one at a time anyway.
  const scheduleIds = await idsBySystem(tx, schedules, sentUsable);
  const groupIds = await idsBySystem(tx, displayGroups, sentUsable);

  const result: DisplayProfileSetting[] = [];
  const seen = new Set<number>();
  for (const { index, setting } of kept) {
    const at = (field: string) => `settings.${index}.${field}`;
    if (!usable.has(setting.system_id)) {
      if (saved === null) issues.add(at('system_id'), 'invalid_value');
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
    result.push(stored(setting));
  }
  // Another team's systems, as stored: not checked, since this principal could not correct them.
  for (const setting of saved ?? []) {
    if (existing.has(setting.system_id) && !usable.has(setting.system_id)) result.push(setting);
  }
  return result.sort((a, b) => a.system_id - b.system_id);
}
