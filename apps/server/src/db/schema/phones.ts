import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { owned, stamps } from './admin';
import { intArray } from './columns';

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
