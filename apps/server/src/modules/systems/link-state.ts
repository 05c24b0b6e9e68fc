import { type SQL, sql } from 'drizzle-orm';
import { systems } from '../../db/schema/index';
import type { LinkManager } from './link-manager';

/**
 * The link state a system shows: its supervisor's, else `unknown` (it has an address, but its link
 * is held by another instance or not started yet) or `offline` (no address).
 */
export function linkStateOf(links: Pick<LinkManager, 'status'>, row: { id: number; ip: string }): string {
  return links.status(row.id)?.state ?? (row.ip ? 'unknown' : 'offline');
}

/**
 * `linkStateOf` per row of `systems` in SQL, as of now: the states live in this instance's memory,
 * so a list ordered by them is ordered over all its pages without reading them row by row.
 */
export function linkStateSql(links: Pick<LinkManager, 'statuses'>): SQL {
  const fallback = sql`case when ${systems.ip} <> '' then 'unknown' else 'offline' end`;
  const known = links.statuses().map((s) => sql`when ${s.system_id}::int then ${s.state}::text`);
  if (known.length === 0) return fallback;
  return sql`case ${systems.id} ${sql.join(known, sql` `)} else ${fallback} end`;
}
