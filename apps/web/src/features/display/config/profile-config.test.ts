import { describe, expect, it } from 'vitest';
import { fontSizeOf, profileConfig, profileSystemIds } from './profile-config';
import { settingWithNone } from './system-setting';
import { buildProfile } from './test/profile-fixtures';

describe('profile → display configuration', () => {
  it.each([
    ['NORMAL', 'normal'],
    ['LARGER', 'larger'],
    ['LARGEST', 'largest'],
    ['largest', 'largest'],
    ['HUGE', 'normal'],
  ])('reads font size %s as %s', (sent, used) => {
    expect(fontSizeOf(sent)).toBe(used);
  });

  it('takes the options and one display-group setting per system, without __typename', () => {
    const profile = buildProfile({
      id: 4,
      font_size: 'LARGER',
      fullscreen: true,
      show_video_stream: true,
      show_presences: false,
      emergency_tone: true,
      locale: 'it',
      systems: [2, 1],
    });
    expect(profileConfig(profile)).toEqual({
      fontSize: 'larger',
      fullscreen: true,
      videoStream: true,
      showPresences: false,
      emergencyTone: true,
      locale: 'it',
      sections: [],
      ignoreSectionsFilterForCallTypes: [],
      ignoreSectionsTime: null,
      system: null,
      displayGroupConfig: { 1: settingWithNone(1), 2: settingWithNone(2) },
    });
  });

  it('shows its known systems in ascending order', () => {
    expect(profileSystemIds(buildProfile({ id: 1, systems: [3, 1, 9] }), [1, 2, 3])).toEqual([1, 3]);
  });
});
