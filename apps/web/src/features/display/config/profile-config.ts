import { isLocale } from '@wardlight/domain';
import type { DisplayProfileFieldsFragment } from '../../../generated/transport';
import { defaultDisplayConfig } from './address-config';
import type { DisplayConfig, FontSize, SystemDisplaySetting } from './display-config';

export type DisplayProfile = DisplayProfileFieldsFragment;

/** The server sends NORMAL, LARGER or LARGEST; the display uses them lower-case (spec part 2 §3). */
export function fontSizeOf(value: string): FontSize {
  const lower = value.toLowerCase();
  return lower === 'larger' || lower === 'largest' ? lower : 'normal';
}

/** Only the setting's own fields: the display must not carry __typename into anything it sends. */
export function settingOf(setting: SystemDisplaySetting): SystemDisplaySetting {
  return {
    system_id: setting.system_id,
    weekday_schedule_id: setting.weekday_schedule_id,
    weekday_display_group_1_id: setting.weekday_display_group_1_id,
    weekday_display_group_2_id: setting.weekday_display_group_2_id,
    weekday_display_group_3_id: setting.weekday_display_group_3_id,
    weekday_display_group_4_id: setting.weekday_display_group_4_id,
    weekday_display_group_5_id: setting.weekday_display_group_5_id,
    weekend_schedule_id: setting.weekend_schedule_id,
    weekend_display_group_1_id: setting.weekend_display_group_1_id,
    weekend_display_group_2_id: setting.weekend_display_group_2_id,
    weekend_display_group_3_id: setting.weekend_display_group_3_id,
    weekend_display_group_4_id: setting.weekend_display_group_4_id,
    weekend_display_group_5_id: setting.weekend_display_group_5_id,
  };
}

/** A profile's settings as the display reads them; a profile has no address-only filters. */
export function profileConfig(profile: DisplayProfile): DisplayConfig {
  return {
    ...defaultDisplayConfig(),
    fontSize: fontSizeOf(profile.font_size),
    fullscreen: profile.fullscreen,
    videoStream: profile.show_video_stream,
    showPresences: profile.show_presences,
    emergencyTone: profile.emergency_tone,
    locale: isLocale(profile.locale) ? profile.locale : null,
    displayGroupConfig: Object.fromEntries(profile.settings.map((s) => [s.system_id, settingOf(s)])),
  };
}

/**
 * The systems a profile shows, ascending so panels keep their place across refetches. Systems this
 * console does not know (deleted, or not the viewer's) are left out rather than shown as failing panels.
 */
export function profileSystemIds(profile: DisplayProfile, known: readonly number[]): number[] {
  const ids = new Set(profile.settings.map((s) => s.system_id).filter((id) => known.includes(id)));
  return [...ids].sort((a, b) => a - b);
}
