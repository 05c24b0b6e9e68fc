// Test support for the display tests: inputs as the settings drawer sends them. Not used by the server.

export const PROFILE_FIELDS = `id name slug font_size fullscreen locale show_video_stream show_presences emergency_tone
  settings { system_id weekday_schedule_id weekday_display_group_1_id weekend_schedule_id weekend_display_group_2_id }`;

export const CREATE_PROFILE = `mutation($i: DisplayProfileInput!) { createDisplayProfile(input: $i) { ${PROFILE_FIELDS} } }`;
export const UPDATE_PROFILE = `mutation($i: DisplayProfileInput!) { updateDisplayProfile(input: $i) { ${PROFILE_FIELDS} } }`;
export const DELETE_PROFILES = 'mutation($ids: [Int!]!) { deleteDisplayProfile(ids: $ids) { id name } }';

export const MESSAGES = 'subscription { systemMessages { subject payload } }';
export type Message = { systemMessages: { subject: string; payload: unknown } };

export interface ProfileShape {
  id: number;
  name: string;
  slug: string;
  font_size: string;
  emergency_tone: boolean;
  settings: { system_id: number; weekday_schedule_id: number; weekday_display_group_1_id: number }[];
}

const NONE = 255;

/** One system's setting showing nothing (every schedule and group 'none'), with `overrides` on top. */
export function settingFor(systemId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const groups = (day: string) =>
    Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`${day}_display_group_${n}_id`, NONE]));
  return {
    system_id: systemId,
    weekday_schedule_id: NONE,
    ...groups('weekday'),
    weekend_schedule_id: NONE,
    ...groups('weekend'),
    ...overrides,
  };
}

/** A new profile as spec part 2 §5 creates it, for `systemId`, with `overrides` on top. */
export function profileInput(name: string, systemId: number, overrides: Record<string, unknown> = {}) {
  return {
    name,
    font_size: 'NORMAL',
    fullscreen: false,
    locale: 'de',
    show_video_stream: false,
    show_presences: true,
    settings: [settingFor(systemId)],
    ...overrides,
  };
}

/** `field:key` of every validation error, in order. */
export const issuesOf = (errors: { extensions?: Record<string, unknown> }[]) =>
  errors.map((e) => `${String(e.extensions?.field)}:${String(e.extensions?.key)}`);
