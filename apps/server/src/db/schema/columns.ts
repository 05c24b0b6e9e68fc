import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Times are stored in UTC (DESIGN.md §3). */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => utc('created_at').notNull().defaultNow();
export const updatedAt = () => utc('updated_at').notNull().defaultNow();
export const intArray = (name: string) => integer(name).array().notNull().default([]);
