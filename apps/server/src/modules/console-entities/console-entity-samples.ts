// One sample per console-only entity for the registry-driven API test. Not used by the server.
import { eq } from 'drizzle-orm';
import type { SortedItems } from '../../../test/list-sort-kit';
import type { Db } from '../../db/client';
import { appSettings, appUsers, systemTreeNodes } from '../../db/schema/index';

export interface EntitySample {
  /** GraphQL input type of create and update. */
  input: string;
  fields: string;
  create: Record<string, unknown>;
  update: Record<string, unknown>;
  /** An input the rules refuse, and the first issue (`field:key`) they answer with. */
  invalid: { data: Record<string, unknown>; issue: string };
  /** Text a list search finds the created item by. */
  search: string;
  /** New items in the order of one sortable field (neither search must find the other's items). */
  sorted: SortedItems;
  /** The one permission its root fields require. */
  permission: string;
  /** Fields of `create` the API takes but never returns (a password). */
  writeOnly?: readonly string[];
  /**
   * Makes what the sample refers to beyond the test stack's configuration (rows of other entities, a
   * setting) on `systemId`, and returns the fields laid over `create`.
   */
  prepare?(db: Db, systemId: number): Promise<Record<string, unknown>>;
  /** Fields of the n-th copy (1, 2, 3) of `create` that must differ from it (unique per row); default: names. */
  variant?(n: number): Record<string, unknown>;
}

/** `create` with what `prepare` made for `systemId`. */
export async function preparedCreate(sample: EntitySample, db: Db, systemId: number) {
  return { ...sample.create, ...(await sample.prepare?.(db, systemId)) };
}

const MANAGE_SYSTEM = 'admin::manage_system';

/** Keyed by the audit entity name; every registered entity must have one (the API test fails without). */
export const SAMPLES: Record<string, EntitySample> = {
  display_note: {
    input: 'DisplayNoteInput',
    fields: 'id title text color active display_from display_until',
    create: { title: 'Lift gesperrt', text: 'Bitte Treppe nehmen', color: 'red' },
    update: { color: 'yellow', display_until: '2030-01-01T00:00:00.000Z' },
    invalid: { data: { title: 'Notiz', color: 'purple' }, issue: 'color:invalid_value' },
    search: 'treppe',
    sorted: {
      field: 'display_from',
      search: 'sortiert',
      items: ['01', '02', '03'].map((month, n) => ({
        title: `Sortiert ${3 - n}`,
        display_from: `2030-${month}-01T00:00:00.000Z`,
      })),
    },
    permission: 'admin::manage_display_notes',
  },
  flight_profile: {
    input: 'FlightProfileInput',
    fields: 'id name checkpoints',
    create: { name: 'Haupteingang', checkpoints: [3, 4] },
    update: { checkpoints: [3, 4, 9] },
    invalid: { data: { name: 'Ausgang', checkpoints: [0] }, issue: 'checkpoints[0]:between' },
    search: 'eingang',
    sorted: {
      field: 'checkpoints',
      search: 'sortiert',
      items: [[3], [3, 4], [3, 4, 5]].map((checkpoints, n) => ({ name: `Sortiert ${3 - n}`, checkpoints })),
    },
    permission: 'admin::manage_flightprofiles',
  },
  video_stream: {
    input: 'VideoStreamInput',
    fields: 'id name url trigger_start trigger_stop',
    create: { name: 'Kamera Eingang', url: 'http://10.0.0.7/stream' },
    update: { trigger_start: 'http://10.0.0.7/start', trigger_stop: 'http://10.0.0.7/stop' },
    invalid: { data: { name: 'Kamera', url: 'rtsp://10.0.0.7/stream' }, issue: 'url:url_http' },
    search: 'eingang',
    sorted: {
      field: 'url',
      search: 'sortiert',
      items: ['alpha', 'Beta', 'gamma'].map((path, n) => ({
        name: `Sortiert ${3 - n}`,
        url: `http://10.0.0.8/${path}`,
      })),
    },
    permission: MANAGE_SYSTEM,
  },
  call_source_group: {
    input: 'CallSourceGroupInput',
    fields: 'id name call_source_ids timeout_minutes',
    create: { name: 'Zimmer', call_source_ids: [1] },
    update: { call_source_ids: [1, 2], timeout_minutes: 30 },
    invalid: { data: { name: 'Flur', call_source_ids: [9] }, issue: 'call_source_ids:missing_relation' },
    search: 'zimm',
    sorted: {
      field: 'call_source_ids',
      search: 'sortiert',
      items: [[], [2], [1, 2]].map((call_source_ids, n) => ({ name: `Sortiert ${3 - n}`, call_source_ids })),
    },
    permission: MANAGE_SYSTEM,
  },
  merge_group: {
    input: 'MergeGroupInput',
    fields: 'id name rule_set',
    create: { name: 'Nachtverbund', rule_set: [1] },
    update: { rule_set: [1, 2] },
    invalid: { data: { name: '  ' }, issue: 'name:required' },
    search: 'nacht',
    sorted: {
      field: 'name',
      search: 'sortiert',
      items: [{ name: 'Sortiert alpha' }, { name: 'sortiert Beta' }, { name: 'SORTIERT gamma' }],
    },
    permission: MANAGE_SYSTEM,
  },
  escape_profile: {
    input: 'EscapeProfileInput',
    fields: 'id name rule_set',
    create: { name: 'Demenz EG', rule_set: [1, 2] },
    update: { name: 'Demenz OG' },
    invalid: { data: { name: 'Garten', rule_set: [70000] }, issue: 'rule_set[0]:between' },
    search: 'demenz',
    sorted: {
      field: 'rule_set',
      search: 'sortiert',
      items: [[1], [1, 2], [1, 2, 3]].map((rule_set, n) => ({ name: `Sortiert ${3 - n}`, rule_set })),
    },
    permission: 'admin::manage_escape_profiles',
  },
  button: {
    input: 'ButtonInput',
    fields: 'id number type call_source_id call_type_id fn_a',
    create: { number: 11, type: 'Taster', call_source_id: 1, call_type_id: 1 },
    update: { fn_a: 3 },
    invalid: { data: { number: 12, call_type_id: 7 }, issue: 'call_type_id:missing_relation' },
    search: '11',
    sorted: {
      field: 'type',
      search: 'sortiert',
      items: [
        { number: 33, type: 'Sortiert alpha' },
        { number: 32, type: 'sortiert Beta' },
        { number: 31, type: 'SORTIERT gamma' },
      ],
    },
    permission: MANAGE_SYSTEM,
  },
  indicator: {
    input: 'IndicatorInput',
    fields: 'id number call_source_id call_type_ids fn_a fn_b',
    create: { number: 21, call_source_id: 1, call_type_ids: [1, 2] },
    update: { fn_a: 1 },
    invalid: { data: { number: 256 }, issue: 'number:between' },
    search: '21',
    // Indicators are searched by number only: 5 finds these and none of the sample's.
    sorted: {
      field: 'fn_a',
      search: '5',
      items: [1, 2, 3].map((fn_a) => ({ number: 54 - fn_a, fn_a })),
    },
    permission: MANAGE_SYSTEM,
  },
  alert_channel: {
    input: 'AlertChannelInput',
    fields: 'id name category class outbound_enabled outbound_url',
    create: { name: 'Technik Pikett', category: 'tech', class: 'critical' },
    update: { outbound_enabled: true, outbound_url: 'https://pager.example.ch/hook' },
    invalid: { data: { name: 'Pflege', outbound_enabled: true }, issue: 'outbound_url:required' },
    search: 'pikett',
    sorted: {
      field: 'class',
      search: 'sortiert',
      items: ['alert', 'critical', 'info'].map((kind, n) => ({ name: `Sortiert ${3 - n}`, class: kind })),
    },
    permission: MANAGE_SYSTEM,
  },
  checkpoint_map: {
    input: 'CheckpointMapInput',
    fields: 'id name section_id image checkpoints { number char text diameter position_x position_y section_id }',
    create: { name: 'Erdgeschoss', section_id: 1, image: 'data:image/png;base64,iVBORw0KGgo=' },
    update: {
      checkpoints: [
        { number: 3, char: 'A', text: 'AUSGANG', diameter: 20, position_x: 100, position_y: 40, section_id: 1 },
      ],
    },
    invalid: { data: { name: 'OG', image: 'data:text/html;base64,PGI+' }, issue: 'image:invalid_value' },
    search: 'erdg',
    sorted: {
      field: 'checkpoints',
      search: 'sortiert',
      items: [[], [3], [3, 4]].map((numbers, n) => ({
        name: `Sortiert ${3 - n}`,
        checkpoints: numbers.map((number) => ({
          number,
          char: 'A',
          text: 'AUSGANG',
          diameter: 20,
          position_x: 100,
          position_y: 40,
          section_id: 1,
        })),
      })),
    },
    permission: MANAGE_SYSTEM,
  },
  system_tree_view: {
    input: 'SystemTreeViewInput',
    fields: 'id name is_enabled sort_order filters { key value } apply_permissions role_permissions { role_id level }',
    create: {
      name: 'Nur Funk',
      filters: [
        { key: 'layout', value: 'devices' },
        { key: 'radio', value: '1' },
      ],
    },
    update: { is_enabled: false, filters: [{ key: 'q', value: 'zimmer' }] },
    invalid: {
      data: { name: 'Kaputt', filters: [{ key: 'color', value: 'red' }] },
      issue: 'filters[0].key:invalid_value',
    },
    search: 'funk',
    sorted: {
      field: 'sort_order',
      search: 'sortiert',
      items: [1, 2, 3].map((sort_order) => ({ name: `Sortiert ${4 - sort_order}`, sort_order })),
    },
    permission: 'systemtree::manage_views',
  },
  app_user_group: {
    input: 'AppUserGroupInput',
    fields: 'id name section_id call_handling_mode display_group_ids node_selection nodes { node_id priority }',
    create: { name: 'Pflege Station 1', section_id: 1 },
    update: { call_handling_mode: 'reject_only', display_group_ids: [1] },
    invalid: { data: { name: 'Nachtwache', section_id: 9 }, issue: 'section_id:missing_relation' },
    search: 'station 1',
    sorted: {
      field: 'name',
      search: 'sortiert',
      items: ['Sortiert alpha', 'sortiert Beta', 'SORTIERT gamma'].map((name) => ({ name, section_id: 2 })),
    },
    permission: 'app::manage_user_groups',
  },
  app_user: {
    input: 'AppUserInput',
    fields: 'id name display_name group_id',
    create: { name: 'anna.muster', display_name: 'Anna', password: 'Nachtdienst-7', password_repeat: 'Nachtdienst-7' },
    update: { display_name: 'Anna Muster' },
    invalid: {
      data: { name: 'bruno', password: 'Nachtdienst-7', password_repeat: 'Nachtdienst-8' },
      issue: 'password_repeat:must_match',
    },
    search: 'anna',
    sorted: {
      field: 'display_name',
      search: 'sortiert',
      items: ['Alpha', 'beta', 'Gamma'].map((display_name, n) => ({ name: `sortiert-${3 - n}`, display_name })),
    },
    permission: 'app::manage_users',
    writeOnly: ['password', 'password_repeat'],
  },
  app_client: {
    input: 'AppClientInput',
    fields: 'id name state phone_number server_url permissions is_connected reachability',
    create: { name: 'Telefon 1', server_url: 'https://10.0.0.5', permissions: ['accept', 'reject'] },
    update: { phone_number: '+41 79 000 00 02' },
    invalid: { data: { name: 'Telefon X', server_url: 'http://localhost:3000' }, issue: 'server_url:url_not_local' },
    search: 'telefon 1',
    sorted: {
      field: 'phone_number',
      search: 'sortiert',
      items: ['+41 1', '+41 2', '+41 3'].map((phone_number, n) => ({ name: `Sortiert ${3 - n}`, phone_number })),
    },
    permission: 'app::manage_devices',
  },
  app_connection: {
    input: 'AppConnectionInput',
    fields:
      'id name is_enabled section_ids section_display_group_id tree_display_group_id weekday_schedule_id weekend_schedule_id slots',
    create: { name: 'Nachtverbund', section_ids: [1], section_display_group_id: 1 },
    update: { is_enabled: true },
    invalid: { data: { name: 'Verbund', section_ids: [9] }, issue: 'section_ids:missing_relation' },
    search: 'nachtverbund',
    sorted: {
      field: 'name',
      search: 'sortiert',
      items: ['Sortiert alpha', 'sortiert Beta', 'SORTIERT gamma'].map((name) => ({ name, section_ids: [2] })),
    },
    permission: 'app::manage_display_groups',
  },
  app_subscription: {
    input: 'AppSubscriptionInput',
    fields: 'id app_user_id node_id priority confirmed',
    create: { node_id: 401, priority: 1 },
    update: { priority: 5 },
    invalid: { data: { node_id: 401 }, issue: 'app_user_id:required' },
    search: '401',
    sorted: {
      field: 'priority',
      search: '51',
      items: [1, 2, 3].map((priority) => ({ node_id: 514 - priority, priority })),
    },
    permission: 'app::manage_subscriptions',
    // Subscriptions on, an app user and the nodes 401–404 and 511–513 of the system.
    async prepare(db, systemId) {
      await db.update(appSettings).set({ subscriptions_enabled: true }).where(eq(appSettings.id, 1));
      const [user] = await db
        .insert(appUsers)
        .values({ system_id: systemId, name: `abonnent-${systemId}`, password_hash: 'x' })
        .returning();
      const ids = [401, 402, 403, 404, 511, 512, 513];
      await db
        .insert(systemTreeNodes)
        .values(ids.map((id) => ({ system_id: systemId, id, kind: 'room', name: `Zimmer ${id}` })));
      return { app_user_id: user?.id };
    },
    variant: (n) => ({ node_id: 401 + n }),
  },
};
