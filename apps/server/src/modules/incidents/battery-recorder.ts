import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batteryReadings } from '../../db/schema/index';
import type { Logger } from '../../logger';

/** Readings are written together this often: one insert for a burst, none on the call path. */
const FLUSH_MS = 2_000;
/** Kept this long: the trend needs a month, a season's comparison a little more. */
export const BATTERY_KEEP_DAYS = 120;
const ROWS_PER_INSERT = 500;

type Reading = typeof batteryReadings.$inferInsert;

/**
 * Keeps the battery values the link reports (issue 15 item 4, ADR 0040), for the drain trend. The
 * incident engine hands them over after the event was stored; they wait in memory and are written in
 * batches on the console's handle. A value lost to a crash only thins the trend.
 */
export function createBatteryRecorder(deps: { db: Db; log: Logger; now: () => Date; flushMs?: number }) {
  let buffer: Reading[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let lastPrune = 0;

  async function write(rows: Reading[]): Promise<void> {
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      await deps.db
        .insert(batteryReadings)
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing();
    }
    const at = deps.now().getTime();
    if (at - lastPrune > 3_600_000) {
      lastPrune = at;
      await deps.db
        .delete(batteryReadings)
        .where(lt(batteryReadings.at, new Date(at - BATTERY_KEEP_DAYS * 86_400_000)));
    }
  }

  function flush(): Promise<void> {
    timer = null;
    const rows = buffer;
    buffer = [];
    if (rows.length === 0) return writing;
    writing = writing
      .then(() => write(rows))
      .catch((error: unknown) => deps.log.warn({ err: error, rows: rows.length }, 'battery readings not stored'));
    return writing;
  }

  return {
    record(systemId: number, nodeId: number, battery: number | null | undefined): void {
      if (battery === null || battery === undefined) return;
      buffer.push({ system_id: systemId, system_tree_node_id: nodeId, at: deps.now(), battery });
      if (timer) return;
      timer = setTimeout(() => void flush(), deps.flushMs ?? FLUSH_MS);
      timer.unref();
    },
    flush,
    close(): Promise<void> {
      if (timer) clearTimeout(timer);
      return flush();
    },
  };
}

/** The readings of some devices since `since`, oldest first: one indexed statement (primary key range). */
export function readingsOf(db: Db, systemId: number, since: Date) {
  return db
    .select({
      node: batteryReadings.system_tree_node_id,
      at: batteryReadings.at,
      battery: batteryReadings.battery,
    })
    .from(batteryReadings)
    .where(sql`${batteryReadings.system_id} = ${systemId} and ${batteryReadings.at} >= ${since}`)
    .orderBy(batteryReadings.system_tree_node_id, batteryReadings.at);
}
