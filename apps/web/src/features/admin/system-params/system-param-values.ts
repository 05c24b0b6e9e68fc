import type { SystemParamFieldsFragment, SystemParamInput } from '../../../generated/graphql';
import { orNull } from '../config-edit/config-rules';
import { minutesOfWeek, timeOfMinutes, type WeekTime, weekTimeOf } from './week-time';

/** The configurator form's values: times of day as 'HH:mm', the weekend window as weekday and time. */
export interface SystemParamValues {
  name: string;
  ip: string;
  tcp_port: number | null;
  username: string;
  password: string;
  tls: boolean;
  tls_fingerprint: string;
  dhcp: boolean;
  gateway: string;
  subnet: string;
  ntp_server: string;
  timezone: string;
  daylight_savings: boolean;
  display_language: string;
  night_start: string;
  night_stop: string;
  weekend_start: WeekTime;
  weekend_stop: WeekTime;
  auto_commit: boolean;
  call_suppression_enabled: boolean;
  call_suppression_sections: number[];
  call_suppression_time_start: string;
  call_suppression_time_end: string;
  /** Not a value: the place of the licence notice and of the server's licence refusal. */
  license: null;
  /** Not a value: the link's status as the server reports it, shown on an existing configurator. */
  link: LinkStatus | null;
}

/** What technicians see of the configurator link (ADR 0025). */
export type LinkStatus = Pick<
  SystemParamFieldsFragment,
  'link_state' | 'link_state_since' | 'link_error' | 'link_heartbeat_at' | 'link_seq_faults'
>;

/** As the server's table defaults them: port 80, user admin, night 22:00–06:00, weekend Fri 18:00 – Mon 06:00. */
export const SYSTEM_PARAM_DEFAULTS: SystemParamValues = systemParamValues({
  name: '',
  ip: '',
  tcp_port: 80,
  username: 'admin',
  tls: false,
  tls_fingerprint: null,
  dhcp: false,
  gateway: null,
  subnet: null,
  ntp_server: null,
  timezone: 'Europe/Zurich',
  daylight_savings: true,
  display_language: 'de',
  night_start: 22 * 60,
  night_stop: 6 * 60,
  weekend_start: 4 * 1440 + 18 * 60,
  weekend_stop: 6 * 60,
  auto_commit: false,
  call_suppression_enabled: false,
  call_suppression_sections: [],
  call_suppression_time_start: null,
  call_suppression_time_end: null,
});

type Editable = Omit<SystemParamFieldsFragment, 'id' | 'has_password' | 'version' | keyof LinkStatus>;

export function systemParamValues(p: Editable): SystemParamValues {
  // Field by field: the record also holds its id, state and __typename, which the input must not.
  return {
    name: p.name,
    ip: p.ip,
    tcp_port: p.tcp_port,
    username: p.username,
    password: '',
    tls: p.tls,
    tls_fingerprint: p.tls_fingerprint ?? '',
    dhcp: p.dhcp,
    timezone: p.timezone,
    daylight_savings: p.daylight_savings,
    display_language: p.display_language,
    auto_commit: p.auto_commit,
    call_suppression_enabled: p.call_suppression_enabled,
    gateway: p.gateway ?? '',
    subnet: p.subnet ?? '',
    ntp_server: p.ntp_server ?? '',
    night_start: timeOfMinutes(p.night_start),
    night_stop: timeOfMinutes(p.night_stop),
    weekend_start: weekTimeOf(p.weekend_start),
    weekend_stop: weekTimeOf(p.weekend_stop),
    call_suppression_sections: [...p.call_suppression_sections],
    call_suppression_time_start: p.call_suppression_time_start ?? '',
    call_suppression_time_end: p.call_suppression_time_end ?? '',
    license: null,
    link: null,
  };
}

/** A loaded configurator's values, with its link's status beside them. */
export function loadedSystemParamValues(p: SystemParamFieldsFragment): SystemParamValues {
  const { link_state, link_state_since, link_error, link_heartbeat_at, link_seq_faults } = p;
  return {
    ...systemParamValues(p),
    link: { link_state, link_state_since, link_error, link_heartbeat_at, link_seq_faults },
  };
}

const minutesOfTime = (time: string) => minutesOfWeek({ day: 0, time });

/** The input; a time the validation has let through is valid, and an empty password keeps the stored one. */
export function systemParamInput({
  license: _license,
  link: _link,
  password,
  ...v
}: SystemParamValues): SystemParamInput {
  return {
    ...v,
    name: v.name.trim(),
    ip: v.ip.trim(),
    gateway: orNull(v.gateway),
    subnet: orNull(v.subnet),
    ntp_server: orNull(v.ntp_server),
    // Without HTTPS a pin means nothing: it is cleared rather than kept out of sight.
    tls_fingerprint: v.tls ? orNull(v.tls_fingerprint) : null,
    night_start: minutesOfTime(v.night_start),
    night_stop: minutesOfTime(v.night_stop),
    weekend_start: minutesOfWeek(v.weekend_start),
    weekend_stop: minutesOfWeek(v.weekend_stop),
    call_suppression_time_start: orNull(v.call_suppression_time_start),
    call_suppression_time_end: orNull(v.call_suppression_time_end),
    ...(password ? { password } : {}),
  };
}
