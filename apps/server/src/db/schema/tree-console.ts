import type { TreeViewLevel } from '@wardlight/domain';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, utc } from './columns';
import { systems } from './systems';

// Console-only companions of the system tree (spec part 1 §3): the configurator never sees them.

/** One filter of a saved view: a key of the tree list's address (layout, radio, q, …) and its value. */
export interface TreeViewFilter {
  key: string;
  value: string;
}

export interface TreeViewRolePermission {
  role_id: number;
  level: TreeViewLevel;
}

/** A saved view of the system tree: a named set of the list's filters, restricted per role (ADR 0012). */
export const systemTreeViews = pgTable(
  'system_tree_views',
  {
    id: serial('id').primaryKey(),
    system_id: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    is_enabled: boolean('is_enabled').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    filters: jsonb('filters').$type<TreeViewFilter[]>().notNull().default([]),
    apply_permissions: boolean('apply_permissions').notNull().default(false),
    role_permissions: jsonb('role_permissions').$type<TreeViewRolePermission[]>().notNull().default([]),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('system_tree_views_system_idx').on(t.system_id)],
);

/** Notes staff leave on a tree node; the node form shows the latest (spec part 1 §3 "latest note"). */
export const systemTreeNodeNotes = pgTable(
  'system_tree_node_notes',
  {
    id: serial('id').primaryKey(),
    system_id: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    node_id: integer('node_id').notNull(),
    text: text('text').notNull(),
    user_id: integer('user_id'),
    user_name: text('user_name').notNull(),
    created_at: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('system_tree_node_notes_node_idx').on(t.system_id, t.node_id, t.created_at)],
);
