import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { utc } from './columns';
import { systems } from './systems';

/**
 * Where each system stands with its configuration commit (spec part 1 §3 App state, §4 pending dot;
 * ADR 0037): per system, so a commit on one neither clears nor blocks another. Apart from `systems`,
 * whose row every call event updates (`event_seq`), so config edits do not lock the call path's row.
 * A system without a row has no change, no commit and none running.
 */
export const systemCommitStates = pgTable('system_commit_states', {
  system_id: integer('system_id')
    .primaryKey()
    .references(() => systems.id, { onDelete: 'cascade' }),
  last_gets_change: utc('last_gets_change'),
  last_gets_commit: utc('last_gets_commit'),
  committing_gets_config: boolean('committing_gets_config').notNull().default(false),
  commit_started_at: utc('commit_started_at'),
});
