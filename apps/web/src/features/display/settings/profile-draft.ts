import type { Locale } from '@wardlight/domain';
import type { DisplayProfileInput } from '../../../generated/transport';
import type { SystemDisplaySetting } from '../config/display-config';
import type { DisplayProfile } from '../config/profile-config';
import { settingOf } from '../config/profile-config';
import { settingWithNone } from '../config/system-setting';

/** A profile's system setting while it is edited; `enabled` is the client-only flag of spec part 2 §3. */
export interface SettingDraft extends SystemDisplaySetting {
  enabled: boolean;
}

export interface ProfileDraft {
  id: number;
  name: string;
  font_size: string;
  fullscreen: boolean;
  locale: string;
  show_video_stream: boolean;
  show_presences: boolean;
  emergency_tone: boolean;
  settings: SettingDraft[];
}

/**
 * One setting per system of the console, enabled where the profile has one. Settings of systems this
 * user cannot see stay as they are, so saving never drops another team's system.
 */
export function draftOf(profile: DisplayProfile, systemIds: readonly number[]): ProfileDraft {
  const saved = new Map(profile.settings.map((s) => [s.system_id, s]));
  const shown = systemIds.map((id) => {
    const setting = saved.get(id);
    return { ...(setting ? settingOf(setting) : settingWithNone(id)), enabled: Boolean(setting) };
  });
  const hidden = profile.settings
    .filter((s) => !systemIds.includes(s.system_id))
    .map((s) => ({ ...settingOf(s), enabled: true }));
  return {
    id: profile.id,
    name: profile.name,
    font_size: profile.font_size,
    fullscreen: profile.fullscreen,
    locale: profile.locale,
    show_video_stream: profile.show_video_stream,
    show_presences: profile.show_presences,
    emergency_tone: profile.emergency_tone,
    settings: [...shown, ...hidden],
  };
}

/** What Save sends (spec part 2 §5): no slug, no __typename, no disabled system, no client-only flag. */
export function profileInputOf(draft: ProfileDraft): DisplayProfileInput {
  return {
    id: draft.id,
    name: draft.name,
    font_size: draft.font_size,
    fullscreen: draft.fullscreen,
    locale: draft.locale,
    show_video_stream: draft.show_video_stream,
    show_presences: draft.show_presences,
    emergency_tone: draft.emergency_tone,
    settings: draft.settings.filter((s) => s.enabled).map(settingOf),
  };
}

/** Spec part 2 §5: a new profile in the console's language, normal size, presences on, the context system. */
export function newProfileInput(name: string, locale: Locale, contextSystem: number): DisplayProfileInput {
  return {
    name: name.trim(),
    font_size: 'NORMAL',
    fullscreen: false,
    locale,
    show_video_stream: false,
    show_presences: true,
    emergency_tone: false,
    settings: [settingWithNone(contextSystem)],
  };
}
