import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { owned, stamps } from './admin';
import { intArray, utc } from './columns';
import { systems } from './systems';

/** A node a group answers for first, and its priority (1 first; ADR 0031). */
export interface AppGroupNode {
  node_id: number;
  priority: number;
}

/**
 * An app user group (spec part 2 §3): the staff of one section with their phones, how they may handle
 * calls (full, or reject only), which calls they get (display groups; none: every call of the section
 * but defects) and, with node selection `priority`, the nodes they answer for first (ADR 0031).
 */
export const appUserGroups = pgTable(
  'app_user_groups',
  {
    ...owned(),
    name: text('name').notNull(),
    section_id: integer('section_id').notNull(),
    call_handling_mode: text('call_handling_mode').notNull().default('full'),
    display_group_ids: intArray('display_group_ids'),
    node_selection: text('node_selection').notNull().default('ignored'),
    nodes: jsonb('nodes').$type<AppGroupNode[]>().notNull().default([]),
    ...stamps(),
  },
  (t) => [index('app_user_groups_system_idx').on(t.system_id)],
);

/**
 * A member of the staff on the phones (spec part 2 §3 App user): signs in on a paired phone with name and
 * password (argon2id, like console users) and is rung for the calls of their group.
 */
export const appUsers = pgTable(
  'app_users',
  {
    ...owned(),
    name: text('name').notNull(),
    display_name: text('display_name').notNull().default(''),
    group_id: integer('group_id').references(() => appUserGroups.id, { onDelete: 'set null' }),
    password_hash: text('password_hash').notNull(),
    ...stamps(),
  },
  (t) => [index('app_users_system_idx').on(t.system_id), index('app_users_group_idx').on(t.group_id)],
);

/**
 * A phone (spec part 2 §3 App client). An administrator creates it unpaired with a pairing token (shown as
 * a QR code and a short code, valid until `pairing_expires_at`); the phone that presents it is paired and
 * holds a device token, of which the table keeps only the SHA-256. Unpairing (`revoked`) ends its sessions
 * at once. `app_user_id`: who is signed in on it now (one at a time), with their session token's hash.
 */
export const appClients = pgTable(
  'app_clients',
  {
    ...owned(),
    name: text('name').notNull(),
    /** unpaired | paired | revoked */
    state: text('state').notNull().default('unpaired'),
    pairing_token: text('pairing_token'),
    pairing_expires_at: utc('pairing_expires_at'),
    device_token_hash: text('device_token_hash'),
    paired_at: utc('paired_at'),
    permissions: text('permissions').array().notNull().default([]),
    phone_number: text('phone_number').notNull().default(''),
    server_url: text('server_url').notNull().default(''),
    app_user_id: integer('app_user_id').references(() => appUsers.id, { onDelete: 'set null' }),
    session_token_hash: text('session_token_hash'),
    signed_in_at: utc('signed_in_at'),
    last_contact_at: utc('last_contact_at'),
    /** What the phone last reported of itself (battery, notification permission, muted, visible). */
    status: jsonb('status').$type<Record<string, unknown>>().notNull().default({}),
    user_agent: text('user_agent'),
    ...stamps(),
  },
  (t) => [
    index('app_clients_system_idx').on(t.system_id),
    uniqueIndex('app_clients_device_token_idx').on(t.device_token_hash),
    uniqueIndex('app_clients_pairing_token_idx').on(t.pairing_token),
  ],
);

/** When a phone's socket was up: its reachability over the last 14 days (spec part 2 §4). */
export const appClientLinks = pgTable(
  'app_client_links',
  {
    row_id: bigserial('row_id', { mode: 'number' }).primaryKey(),
    client_id: integer('client_id')
      .notNull()
      .references(() => appClients.id, { onDelete: 'cascade' }),
    connected_at: utc('connected_at').notNull(),
    /** Null while connected (or when the server stopped before it could write it: read as the last pulse). */
    disconnected_at: utc('disconnected_at'),
  },
  (t) => [
    index('app_client_links_client_idx').on(t.client_id, t.connected_at),
    // Whether a phone is connected now (its open interval) is asked for every phone a new call rings: the
    // open intervals alone, one entry per connected phone, however many intervals a phone had before.
    index('app_client_links_open_idx').on(t.client_id).where(sql`${t.disconnected_at} is null`),
  ],
);

/**
 * A display-group connection for the phones (spec part 2 §3 Display group connection (app)): while enabled
 * (and in its schedule's slots, when it names a schedule — ADR 0031), the groups of all its sections
 * receive the calls of all its sections that its display groups select.
 */
export const appConnections = pgTable(
  'app_connections',
  {
    ...owned(),
    name: text('name').notNull(),
    is_enabled: boolean('is_enabled').notNull().default(false),
    section_ids: intArray('section_ids'),
    section_display_group_id: integer('section_display_group_id'),
    tree_display_group_id: integer('tree_display_group_id'),
    weekday_schedule_id: integer('weekday_schedule_id'),
    weekend_schedule_id: integer('weekend_schedule_id'),
    /** The schedule slots (1–5) it is active in; empty with a schedule: never, without one: always. */
    slots: intArray('slots'),
    ...stamps(),
  },
  (t) => [index('app_connections_system_idx').on(t.system_id)],
);

/** An app user's subscription to a node and the devices below it, with its priority (spec part 2 §2). */
export const appSubscriptions = pgTable(
  'app_subscriptions',
  {
    ...owned(),
    app_user_id: integer('app_user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    node_id: integer('node_id').notNull(),
    priority: integer('priority').notNull().default(1),
    confirmed: boolean('confirmed').notNull().default(false),
    ...stamps(),
  },
  (t) => [uniqueIndex('app_subscriptions_user_node_idx').on(t.app_user_id, t.node_id)],
);

/**
 * The escalation of one open call (ADR 0031): the pure state machine's state and the tiers it walks, and
 * when the engine must look at it again. Timers are this row's `due_at`, so a restart carries on.
 */
export const callEscalations = pgTable(
  'call_escalations',
  {
    system_id: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    call_id: integer('call_id').notNull(),
    state: jsonb('state').notNull(),
    tiers: jsonb('tiers').notNull(),
    due_at: utc('due_at'),
    updated_at: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.system_id, t.call_id] }),
    index('call_escalations_due_idx').on(t.system_id, t.due_at).where(sql`${t.due_at} IS NOT NULL`),
    // The running ones: closed calls stay for the phones' relevant windows, hundreds of large rows whose
    // state a scan would have to unpack for every call change (closedButRunning).
    index('call_escalations_running_idx')
      .on(t.system_id, t.call_id)
      .where(sql`NOT coalesce((${t.state}->>'done')::boolean, false)`),
  ],
);

/**
 * A call delivered to one phone (spec part 2 §3 Notification delivery states): sent, confirmed (the
 * phone's socket acknowledged it), opened (shown on its screen), error, unknown (the phone went away
 * before it said anything). One row per call and phone; a resend counts up `attempts`.
 */
export const phoneDeliveries = pgTable(
  'phone_deliveries',
  {
    row_id: bigserial('row_id', { mode: 'number' }).primaryKey(),
    system_id: integer('system_id').notNull(),
    call_id: integer('call_id').notNull(),
    client_id: integer('client_id').notNull(),
    app_user_id: integer('app_user_id').notNull(),
    state: text('state').notNull().default('sent'),
    sent_at: utc('sent_at').notNull(),
    confirmed_at: utc('confirmed_at'),
    opened_at: utc('opened_at'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(1),
  },
  (t) => [
    uniqueIndex('phone_deliveries_call_client_idx').on(t.system_id, t.call_id, t.client_id),
    index('phone_deliveries_client_idx').on(t.client_id, t.sent_at),
  ],
);
