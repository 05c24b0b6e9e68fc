import { describe, expect, it } from 'vitest';
import { settingWithNone } from '../config/system-setting';
import { buildProfile } from '../config/test/profile-fixtures';
import { draftOf, newProfileInput, profileInputOf } from './profile-draft';

describe('profile draft', () => {
  it('has a setting per console system, enabled where the profile has one', () => {
    const draft = draftOf(buildProfile({ id: 3, systems: [2] }), [1, 2]);
    expect(draft.settings.map((s) => [s.system_id, s.enabled])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('saves without slug, __typename, disabled systems or the enabled flag', () => {
    const draft = draftOf(buildProfile({ id: 3, systems: [1, 2] }), [1, 2]);
    const second = draft.settings[1];
    if (second) second.enabled = false;
    expect(profileInputOf(draft)).toEqual({
      id: 3,
      name: 'Ward 3',
      font_size: 'NORMAL',
      fullscreen: false,
      locale: 'de',
      show_video_stream: false,
      show_presences: true,
      emergency_tone: false,
      settings: [settingWithNone(1)],
    });
  });

  it('keeps the settings of systems the user does not see', () => {
    const draft = draftOf(buildProfile({ id: 3, systems: [1, 5] }), [1]);
    expect(profileInputOf(draft).settings.map((s) => s.system_id)).toEqual([1, 5]);
  });

  it('creates profiles with the spec defaults for the context system', () => {
    expect(newProfileInput('  Ward A ', 'fr', 2)).toEqual({
      name: 'Ward A',
      font_size: 'NORMAL',
      fullscreen: false,
      locale: 'fr',
      show_video_stream: false,
      show_presences: true,
      emergency_tone: false,
      settings: [settingWithNone(2)],
    });
  });
});
