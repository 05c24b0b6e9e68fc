import type { LicenseFeatures, LicenseLimits } from '@wardlight/domain';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/** Every activated license; the newest row is the one in force. */
export const licenses = pgTable('licenses', {
  row_id: serial('row_id').primaryKey(),
  license_id: integer('license_id').notNull().unique(),
  customer: text('customer').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  features: jsonb('features').$type<LicenseFeatures>().notNull(),
  limits: jsonb('limits').$type<LicenseLimits>().notNull(),
  activated_at: utc('activated_at').notNull().defaultNow(),
  activated_by: integer('activated_by'),
});
