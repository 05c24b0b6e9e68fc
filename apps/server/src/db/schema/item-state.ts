import { text } from 'drizzle-orm/pg-core';

/**
 * Where a configuration item stands between this console and the configurator (spec part 1 §4,
 * item states): created, updated or deleted here and not yet sent; imported from the configurator;
 * sent (staged there, not committed); in_sync (committed).
 */
export const ITEM_STATES = ['created', 'updated', 'deleted', 'imported', 'sent', 'in_sync'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export const itemState = () => text('item_state').$type<ItemState>().notNull().default('imported');
