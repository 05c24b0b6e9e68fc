import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/** Single-row tables carry `id = 1`; the first migration inserts that row with the defaults. */
export const appState = pgTable('app_state', {
  id: integer('id').primaryKey().default(1),
  offline_mode: boolean('offline_mode').notNull().default(false),
  app_gateway_enabled: boolean('app_gateway_enabled').notNull().default(false),
  app_gateway_system_id: integer('app_gateway_system_id'),
  configurator_ip: text('configurator_ip'),
  configurator_version: text('configurator_version'),
  setup_time: utc('setup_time'),
  demo_mode: boolean('demo_mode').notNull().default(false),
  display_group_overrides: boolean('display_group_overrides').notNull().default(false),
  /**
   * The setup code while setup is open (ADR 0021): the first instance to start writes it, every other
   * instance on the database takes it, so a wizard behind a round-robin proxy meets one code. Cleared
   * when the first user is created.
   */
  setup_code: text('setup_code'),
});

export const globalSettings = pgTable('global_settings', {
  id: integer('id').primaryKey().default(1),
  locale: text('locale').notNull().default('de'),
  defects_timeout: integer('defects_timeout').notNull().default(3600),
  monitoring_timeout_radio: integer('monitoring_timeout_radio').notNull().default(1440),
  monitoring_timeout_tech: integer('monitoring_timeout_tech').notNull().default(60),
  monitoring_timeout_wired: integer('monitoring_timeout_wired').notNull().default(60),
  allow_empty_call_source_names: boolean('allow_empty_call_source_names').notNull().default(false),
  ignore_linkable_node_pool_for_super_users: boolean('ignore_linkable_node_pool_for_super_users')
    .notNull()
    .default(false),
  system_tree_text_long_required: boolean('system_tree_text_long_required').notNull().default(false),
  battery_threshold_low: integer('battery_threshold_low').notNull().default(40),
  battery_threshold_critical: integer('battery_threshold_critical').notNull().default(25),
  probable_defect_name: text('probable_defect_name').notNull().default('Probable defect'),
  probable_defect_criterion: text('probable_defect_criterion').notNull().default('0x6A'),
  probable_defect_threshold_count: integer('probable_defect_threshold_count').notNull().default(5),
  probable_defect_timeframe_hours: integer('probable_defect_timeframe_hours').notNull().default(24),
  /** Beyond the spec (ADR 0022): wall displays need an administrator's approval before they show calls. */
  displays_require_enrolment: boolean('displays_require_enrolment').notNull().default(false),
});

/** Settings of the staff phone app (spec part 2 §3 App settings); timeouts in seconds. */
export const appSettings = pgTable('app_settings', {
  id: integer('id').primaryKey().default(1),
  display_names_enabled: boolean('display_names_enabled').notNull().default(true),
  hide_presences: boolean('hide_presences').notNull().default(false),
  logout_disabled: boolean('logout_disabled').notNull().default(false),
  logout_on_charge: boolean('logout_on_charge').notNull().default(false),
  sos_send_to_all_users: boolean('sos_send_to_all_users').notNull().default(true),
  subscriptions_confirmation_required: boolean('subscriptions_confirmation_required').notNull().default(false),
  subscriptions_enabled: boolean('subscriptions_enabled').notNull().default(false),
  subscriptions_user_defined: boolean('subscriptions_user_defined').notNull().default(false),
  team_view_enabled: boolean('team_view_enabled').notNull().default(true),
  escalation_timeout: integer('escalation_timeout').notNull().default(120),
  release_timeout: integer('release_timeout').notNull().default(60),
  relevant_alerts_timeout: integer('relevant_alerts_timeout').notNull().default(300),
  relevant_calls_timeout: integer('relevant_calls_timeout').notNull().default(300),
  resend_timeout: integer('resend_timeout').notNull().default(60),
});
