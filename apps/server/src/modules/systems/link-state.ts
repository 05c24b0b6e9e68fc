import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { systemLinks, systems } from '../../db/schema/index';

/**
 * The holder writes every 5 s (LinkSupervisor pulse); after this long without a write it is gone (killed,
 * frozen, cut off from the database) and what it last wrote is no longer believed (ADR 0025).
 */
export const HOLDER_SILENT_AFTER_S = 15;

const SILENCE = sql.raw(`interval '${HOLDER_SILENT_AFTER_S} seconds'`);
const silent = sql`${systemLinks.holder_at} < now() - ${SILENCE}`;

/**
 * The state a system shows, in SQL over `systems` left-joined to `system_links`: `offline` without an
 * address; `unknown` while no instance reports it (none holds it yet, or its holder went silent); else
 * what the holder wrote. Compared with the database's clock, as the holder's writes are stamped with it.
 */
const shownState = sql<string>`case when ${systems.ip} = '' then 'offline'
  when ${systemLinks.holder_at} is null or ${silent} then 'unknown'
  else ${systemLinks.state} end`;

/** `shownState` for a query on `systems` alone (the configurator list orders by it over all its pages). */
export function linkStateSql(): SQL {
  return sql`case when ${systems.ip} = '' then 'offline' else coalesce((select case when ${silent} then 'unknown'
    else ${systemLinks.state} end from ${systemLinks} where ${systemLinks.system_id} = ${systems.id}), 'unknown') end`;
}

/** A system's configurator link, as every instance reads it. */
export interface LinkStateView {
  system_id: number;
  /** A LinkState, or `unknown` / `offline` as `shownState` says. */
  state: string;
  /** When the state began (a silent holder's `unknown`: when it fell silent); null when never reported. */
  state_since: Date | null;
  /** How long the state has lasted, by the database's clock; 0 when never reported. */
  age_seconds: number;
  progress: number | null;
  /** For technicians: why it is not ready. */
  error: string | null;
  version: string | null;
  heard_at: Date | null;
  seq_missing: number;
  seq_backwards: number;
  seq_gaps: number;
  seq_fault_at: Date | null;
}

const HOLDER_SILENT_ERROR = 'the server instance holding the link stopped reporting';

/** The link states of `systemIds` (every system when omitted), in one statement. */
export async function readLinkStates(db: DbOrTx, systemIds?: readonly number[]): Promise<LinkStateView[]> {
  if (systemIds?.length === 0) return [];
  const isSilent = sql`coalesce(${systems.ip} <> '' and ${silent}, false)`;
  const rows = await db
    .select({
      system_id: systems.id,
      has_address: sql<boolean>`${systems.ip} <> ''`,
      state: shownState,
      since: sql<string | null>`case when ${isSilent} then ${systemLinks.holder_at} + ${SILENCE}
        else ${systemLinks.state_since} end`,
      age: sql<string | null>`extract(epoch from now() - case when ${isSilent}
        then ${systemLinks.holder_at} + ${SILENCE} else ${systemLinks.state_since} end)`,
      is_silent: sql<boolean>`${isSilent}`,
      progress: systemLinks.progress,
      error: systemLinks.error,
      version: systemLinks.version,
      heard_at: systemLinks.heard_at,
      seq_missing: systemLinks.seq_missing,
      seq_backwards: systemLinks.seq_backwards,
      seq_gaps: systemLinks.seq_gaps,
      seq_fault_at: systemLinks.seq_fault_at,
    })
    .from(systems)
    .leftJoin(systemLinks, eq(systemLinks.system_id, systems.id))
    .where(systemIds ? inArray(systems.id, [...systemIds]) : undefined)
    .orderBy(systems.id);
  return rows.map((row) => {
    // What a holder wrote about an address the system no longer has, or before it fell silent, is history.
    const isCurrent = row.has_address && !row.is_silent;
    return {
      system_id: row.system_id,
      state: row.state,
      state_since: row.since === null ? null : new Date(row.since),
      age_seconds: Math.max(0, Number(row.age ?? 0)),
      progress: isCurrent ? row.progress : null,
      error: row.is_silent ? HOLDER_SILENT_ERROR : isCurrent ? row.error : null,
      version: row.version,
      heard_at: row.heard_at,
      seq_missing: row.seq_missing ?? 0,
      seq_backwards: row.seq_backwards ?? 0,
      seq_gaps: row.seq_gaps ?? 0,
      seq_fault_at: row.seq_fault_at,
    };
  });
}
