import { SPECIAL_CODES } from '@wardlight/domain';
import type { SystemDisplaySetting } from './display-config';

export const NONE = SPECIAL_CODES.none;

/** A system's setting that chooses nothing: no schedule, no display group, so no display-group filter. */
export function settingWithNone(systemId: number): SystemDisplaySetting {
  return {
    system_id: systemId,
    weekday_schedule_id: NONE,
    weekday_display_group_1_id: NONE,
    weekday_display_group_2_id: NONE,
    weekday_display_group_3_id: NONE,
    weekday_display_group_4_id: NONE,
    weekday_display_group_5_id: NONE,
    weekend_schedule_id: NONE,
    weekend_display_group_1_id: NONE,
    weekend_display_group_2_id: NONE,
    weekend_display_group_3_id: NONE,
    weekend_display_group_4_id: NONE,
    weekend_display_group_5_id: NONE,
  };
}
