import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/** What the data-driven test does with one declaration, and what the API must see. */
export interface ConfigCase {
  /** The list's heading. */
  title: string;
  /** One stored record, as the API sends it. */
  row: { id: number } & Record<string, unknown>;
  /** Texts the list shows for it (a value and its item state). */
  listed: readonly string[];
  fillNew: (user: User) => Promise<void>;
  /** The `data` of the create after `fillNew`. */
  created: Record<string, unknown>;
  /** The `data` of an update that changes nothing: every editable field of `row`. */
  unchanged: Record<string, unknown>;
  change: { label: RegExp; value: string; data: Record<string, unknown> };
  refusal: { field: string; key: string; data?: Record<string, unknown>; text: string; label?: RegExp };
}

/** Pasted rather than typed key by key: Mantine inputs are slow in jsdom. */
async function typeInto(user: User, label: RegExp, text: string) {
  await user.click(await screen.findByLabelText(label, { selector: 'input' }));
  await user.paste(text);
}

const NAME = /^Name/;
const UNIQUE = { key: 'unique', text: 'This value is already in use.' };

const SYSTEM_PARAM_EDITABLE = {
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
  // Friday 18:00 to Monday 06:00, in minutes after Monday 00:00.
  weekend_start: 4 * 1440 + 18 * 60,
  weekend_stop: 6 * 60,
  auto_commit: false,
  call_suppression_enabled: false,
  call_suppression_sections: [],
  call_suppression_time_start: null,
  call_suppression_time_end: null,
};

const CALL_TYPE_EDITABLE = {
  name: 'Ruf',
  text: 'Ruf Zimmer',
  char: 'R',
  color: '#ff0000',
  flag: 'None',
  urgency: 'Normal',
  indication_type: 1,
  led_primary_color: 'red',
  led_secondary_color: 'off',
  fullscreen: false,
  hide_lower_priority: false,
  monitor_own_calls: false,
  normal_beep_every_15_seconds: true,
  permanent_display_area: false,
  sort_order: 1,
};

const NO_GROUPS = Object.fromEntries(
  ['weekday', 'weekend'].flatMap((days) => [1, 2, 3, 4, 5].map((n) => [`${days}_display_group_${n}_id`, null])),
);

const SECTION_EDITABLE = {
  name: 'Pflege 3',
  connected_section_id: 1,
  is_hidden: false,
  allow_manual_call_closure: true,
  weekday_schedule_id: 3,
  weekend_schedule_id: 20,
  ...NO_GROUPS,
  weekday_display_group_1_id: 4,
  weekend_display_group_1_id: 254,
};

/** The configurator link's status beside the record (ADR 0025). */
export const LINK_STATUS = {
  link_state_since: '2025-03-01T07:00:00.000Z',
  link_error: null,
  link_heartbeat_at: '2025-03-01T07:15:00.000Z',
  link_seq_faults: { missing_seq: 0, backwards: 2, gaps: 1, last_at: '2025-03-01T07:10:00.000Z' },
};

export const CONFIG_CASES = {
  systemParams: {
    title: 'Configurators',
    row: {
      id: 1,
      name: 'Haus Linde',
      ip: '192.168.1.10',
      ...SYSTEM_PARAM_EDITABLE,
      has_password: true,
      version: '5.4',
      link_state: 'in-sync',
      ...LINK_STATUS,
    },
    listed: ['Haus Linde', 'In sync'],
    fillNew: async (user) => {
      await typeInto(user, NAME, 'Haus Eiche');
      await typeInto(user, /^IP address/, '192.168.2.10');
    },
    created: { name: 'Haus Eiche', ip: '192.168.2.10', ...SYSTEM_PARAM_EDITABLE },
    unchanged: { name: 'Haus Linde', ip: '192.168.1.10', ...SYSTEM_PARAM_EDITABLE },
    change: { label: NAME, value: 'Haus Linde 2', data: { name: 'Haus Linde 2' } },
    // The licence refusal has no input of its own: it lands on the licence notice.
    refusal: { field: 'license', key: 'license_limit', data: { max: 1 }, text: 'The license limit (1) is reached.' },
  },
  callTypes: {
    title: 'Call types',
    row: { id: 11, ...CALL_TYPE_EDITABLE, item_state: 'sent' },
    listed: ['Ruf Zimmer', 'Sent'],
    fillNew: (user) => typeInto(user, NAME, 'Notruf'),
    created: {
      name: 'Notruf',
      text: '',
      char: '',
      color: '#228be6',
      flag: 'None',
      urgency: 'Normal',
      indication_type: 0,
      led_primary_color: 'red',
      led_secondary_color: 'off',
      fullscreen: false,
      hide_lower_priority: false,
      monitor_own_calls: false,
      normal_beep_every_15_seconds: false,
      permanent_display_area: false,
      sort_order: 999,
    },
    unchanged: CALL_TYPE_EDITABLE,
    change: { label: /^Text on the devices/, value: 'Ruf Bad', data: { text: 'Ruf Bad' } },
    refusal: { field: 'name', ...UNIQUE, label: NAME },
  },
  schedules: {
    title: 'Schedules',
    row: {
      id: 3,
      name: 'Tag',
      time_1: '07:00',
      time_2: '19:00',
      time_3: null,
      time_4: null,
      time_5: null,
      interval: null,
      item_state: 'in_sync',
    },
    listed: ['07:00 · 19:00', 'In sync'],
    fillNew: async (user) => {
      await typeInto(user, NAME, 'Nacht');
      await typeInto(user, /^Time 1/, '06:00');
      await typeInto(user, /^Time 2/, '22:00');
    },
    created: {
      name: 'Nacht',
      time_1: '06:00',
      time_2: '22:00',
      time_3: null,
      time_4: null,
      time_5: null,
      interval: null,
    },
    unchanged: {
      name: 'Tag',
      time_1: '07:00',
      time_2: '19:00',
      time_3: null,
      time_4: null,
      time_5: null,
      interval: null,
    },
    change: { label: /^Time 2/, value: '20:30', data: { time_2: '20:30' } },
    // The configurator's own check, passed on by the server.
    refusal: {
      field: 'time_2',
      key: 'schedule_intervals_not_ascending',
      data: { previous_field: 'time_1', previous: '06:00', value: '22:00' },
      text: 'The times must ascend: 22:00 is not after 06:00.',
      label: /^Time 2/,
    },
  },
  sections: {
    title: 'Sections',
    row: { id: 7, ...SECTION_EDITABLE, item_state: 'updated' },
    listed: ['Pflege 3', 'Tag und Nacht', 'All day (20)', 'Updated'],
    fillNew: (user) => typeInto(user, NAME, 'Pflege 4'),
    created: {
      name: 'Pflege 4',
      connected_section_id: null,
      is_hidden: false,
      allow_manual_call_closure: false,
      weekday_schedule_id: null,
      weekend_schedule_id: null,
      ...NO_GROUPS,
    },
    unchanged: SECTION_EDITABLE,
    change: { label: NAME, value: 'Pflege 5', data: { name: 'Pflege 5' } },
    refusal: {
      field: 'weekday_schedule_id',
      key: 'missing_relation',
      data: { related_kind: 'schedule', related_id: 3 },
      text: 'A related record is missing (schedule 3).',
      label: /^Weekday schedule/,
    },
  },
  displayGroups: {
    title: 'Display groups',
    row: {
      id: 4,
      name: 'Stationszimmer',
      connections: [{ __typename: 'DisplayGroupConnection', id: 1, section_id: 1, call_type_id: 5 }],
      item_state: 'created',
    },
    listed: ['Stationszimmer', 'Created'],
    fillNew: (user) => typeInto(user, NAME, 'Flur'),
    created: { name: 'Flur', connections: [] },
    unchanged: { name: 'Stationszimmer', connections: [{ id: 1, section_id: 1, call_type_id: 5 }] },
    change: { label: NAME, value: 'Flur Ost', data: { name: 'Flur Ost' } },
    refusal: { field: 'name', ...UNIQUE, label: NAME },
  },
  callSources: {
    title: 'Call sources',
    row: { id: 2, number: 12, text: 'Zimmer 12', char: 'Z', item_state: 'deleted' },
    listed: ['Zimmer 12', 'Deleted'],
    fillNew: (user) => typeInto(user, /^Number/, '13'),
    created: { number: 13, text: '', char: '' },
    unchanged: { number: 12, text: 'Zimmer 12', char: 'Z' },
    change: { label: /^Text/, value: 'Bad 12', data: { text: 'Bad 12' } },
    refusal: { field: 'number', ...UNIQUE, label: /^Number/ },
  },
  hubs: {
    title: 'Hubs',
    row: {
      id: 1,
      name: 'Hub EG',
      ip: '192.168.1.20',
      type: 'Radio',
      status: 'Ready',
      last_sync: null,
      item_state: 'in_sync',
    },
    listed: ['Hub EG', '192.168.1.20', 'In sync'],
    fillNew: async (user) => {
      await typeInto(user, NAME, 'Hub OG');
      await typeInto(user, /^IP address/, '192.168.1.21');
    },
    created: { name: 'Hub OG', ip: '192.168.1.21', type: 'Radio' },
    unchanged: { name: 'Hub EG', ip: '192.168.1.20', type: 'Radio' },
    change: { label: /^IP address/, value: '192.168.1.30', data: { ip: '192.168.1.30' } },
    refusal: { field: 'ip', ...UNIQUE, label: /^IP address/ },
  },
} satisfies Record<string, ConfigCase>;
