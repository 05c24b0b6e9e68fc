import type { DisplayProfile } from '../profile-config';
import { settingWithNone } from '../system-setting';

type Served = DisplayProfile & { __typename: 'DisplayProfile' };

/** A display profile as the server sends it (with __typename), for tests. */
export function buildProfile(spec: Partial<DisplayProfile> & { id: number; systems?: number[] }): Served {
  const { systems = [1], ...rest } = spec;
  return {
    __typename: 'DisplayProfile',
    name: `Ward ${spec.id}`,
    slug: `ward-${spec.id}`,
    font_size: 'NORMAL',
    fullscreen: false,
    locale: 'de',
    show_video_stream: false,
    show_presences: true,
    emergency_tone: false,
    settings: systems.map((id) => ({ __typename: 'DisplayProfileSetting', ...settingWithNone(id) })),
    ...rest,
  };
}
