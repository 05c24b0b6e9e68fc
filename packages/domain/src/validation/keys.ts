/**
 * Every message key a validation issue can carry (spec part 1 §5), with the names of the data its
 * issues always carry. The web's `validation` catalogues translate each key and may interpolate only
 * these names (`{{max}}`), which a test checks against all four languages; issues may carry more
 * (the configurator's `invalid_value` sends `reason` plus whatever the reason needs), but never less.
 */
export const VALIDATION_DATA = {
  // presence, also with the system tree's inheritance
  required: [],
  required_by_child: [],
  nothing_to_inherit: [],
  at_least_one_active: [],
  // texts (lengths: min in characters, max in UTF-8 bytes)
  min_length: ['min'],
  max_length: ['max'],
  max_length_inherited: ['max'],
  no_umlauts: ['char'],
  invalid_character: ['char'],
  // numbers
  min_value: ['min'],
  max_value: ['max'],
  between: ['min', 'max'],
  not_a_number: [],
  // pairs of fields
  not_equal: [],
  must_match: [],
  start_before_end: [],
  // formats
  invalid_email: [],
  invalid_ipv4: [],
  url_http: [],
  // an app client's server URL (spec part 2 §5): with its scheme, and not the server's own loopback
  url_scheme_required: [],
  url_not_local: [],
  url_host_mismatch: ['host'],
  criterion_hex: [],
  invalid_time: [],
  time_after_previous: ['previous_field', 'previous', 'value'],
  // against other records and limits
  unique: [],
  duplicate: [],
  license_limit: ['max'],
  max_count: ['max'],
  section_full: ['max'],
  has_linked_devices: [],
  // a sort of the call log other than by time needs a period of at most `max` calls (ADR 0030)
  sort_window: ['max'],
  // a parent's change its inheriting descendants would follow, but one of them is locked
  locked_child: ['name'],
  in_use: ['count'],
  // spec part 1 §4 editing locks: an active interconnection (merge group) freezes its sections' schedules
  interconnection_locked: ['name'],
  // an app display-group connection (spec part 2 §5): another enabled one already covers a section; an
  // enabled one is read-only but for turning it off
  connection_active: ['name'],
  active_read_only: [],
  // app subscriptions while the app settings switch them off (spec part 2 §2)
  subscriptions_disabled: [],
  // the configurator connection check and setup
  wrong_credentials: [],
  connection_error: [],
  already_present: [],
  // refused by the configurator (docs/configurator-protocol.md §5); `invalid_value` also serves any
  // value a rule above does not describe, so its data varies and its messages interpolate nothing
  invalid_value: [],
  schedule_intervals_not_ascending: ['previous_field', 'previous', 'value'],
  missing_relation: ['related_kind', 'related_id'],
  duplicate_serial: ['serial', 'other_id'],
  duplicated_device_in_section_position: ['section_id', 'section_position', 'other_id'],
  missing_call_source_profile: [],
  invalid_config: ['reason'],
} as const satisfies Record<string, readonly string[]>;

export type ValidationKey = keyof typeof VALIDATION_DATA;

/** Every key, in declaration order. */
export const VALIDATION_KEYS = Object.keys(VALIDATION_DATA) as readonly ValidationKey[];

/** The keys the configurator answers a staged change or a commit with; the server passes them on. */
export const CONFIGURATOR_VALIDATION_KEYS = [
  'invalid_value',
  'schedule_intervals_not_ascending',
  'missing_relation',
  'duplicate_serial',
  'duplicated_device_in_section_position',
  'missing_call_source_profile',
  'invalid_config',
] as const satisfies readonly ValidationKey[];

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_DATA, value);
}
