import { isLocale } from '@wardlight/domain';
import type { DisplayConfig } from '../config/display-config';
import { fontSizeOf } from '../config/profile-config';
import type { ProfileDraft } from './profile-draft';

/** The drawer's option fields, whether they edit a profile or (the same fields of) the address. */
export type DisplayOptions = Pick<
  DisplayConfig,
  'locale' | 'fontSize' | 'videoStream' | 'fullscreen' | 'showPresences' | 'emergencyTone'
>;

export function optionsOfDraft(draft: ProfileDraft): DisplayOptions {
  return {
    locale: isLocale(draft.locale) ? draft.locale : null,
    fontSize: fontSizeOf(draft.font_size),
    videoStream: draft.show_video_stream,
    fullscreen: draft.fullscreen,
    showPresences: draft.show_presences,
    emergencyTone: draft.emergency_tone,
  };
}

/** The server takes the font size upper-case (spec part 2 §3). */
export function draftPatchOf(patch: Partial<DisplayOptions>): Partial<ProfileDraft> {
  return {
    ...(patch.locale ? { locale: patch.locale } : {}),
    ...(patch.fontSize ? { font_size: patch.fontSize.toUpperCase() } : {}),
    ...(patch.videoStream === undefined ? {} : { show_video_stream: patch.videoStream }),
    ...(patch.fullscreen === undefined ? {} : { fullscreen: patch.fullscreen }),
    ...(patch.showPresences === undefined ? {} : { show_presences: patch.showPresences }),
    ...(patch.emergencyTone === undefined ? {} : { emergency_tone: patch.emergencyTone }),
  };
}
