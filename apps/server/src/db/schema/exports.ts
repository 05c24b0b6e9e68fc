import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, utc } from './columns';

/**
 * An export of the call log or the system tree (spec part 2 §2, §4: New, Running, Complete, Failed,
 * Canceled). The request is kept whole (filter, sort, locale) so the job runs as the user asked it,
 * on whichever instance picks it up; the file is deleted a month after it was asked for (spec §9).
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: serial('id').primaryKey(),
    system_id: integer('system_id').notNull(),
    /** Who asked: the only one who may download it, while they may still see those rows. */
    user_id: integer('user_id').notNull(),
    /** calls or system_tree */
    kind: text('kind').notNull(),
    /** csv, xlsx or pdf */
    format: text('format').notNull(),
    state: text('state').notNull().default('New'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    locale: text('locale').notNull().default('de'),
    rows_total: integer('rows_total'),
    rows_done: integer('rows_done').notNull().default(0),
    file_name: text('file_name'),
    file_size: bigint('file_size', { mode: 'number' }),
    error: text('error'),
    created_at: createdAt(),
    started_at: utc('started_at'),
    finished_at: utc('finished_at'),
    expires_at: utc('expires_at').notNull(),
  },
  (t) => [index('export_jobs_user_idx').on(t.user_id, t.created_at), index('export_jobs_expires_idx').on(t.expires_at)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An export's file in pieces, in the database rather than on one instance's disk: every instance can
 * serve the download, and a backup of the database holds it.
 */
export const exportChunks = pgTable(
  'export_chunks',
  {
    job_id: integer('job_id')
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.n] })],
);
