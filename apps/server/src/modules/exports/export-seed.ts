import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';

// Calls and a tree to export, for the export tests and bench/exports: written straight into the tables
// (the calls in one statement, however many), as the configurator's events would have left them.

export const MINUTE = 60_000;

/** Sections 1–2, types Ruf and Defekt, sources Zimmer and Bad, and a small tree: Haus / EG / 101 / two devices. */
export async function seedExportConfiguration(db: Db, systemId: number): Promise<void> {
  const key = (id: number) => ({ system_id: systemId, id });
  await db.insert(schema.sections).values([
    { ...key(1), name: 'Station A' },
    { ...key(2), name: 'Station B' },
  ]);
  await db.insert(schema.callTypes).values([
    { ...key(1), name: 'Ruf' },
    { ...key(2), name: 'Defekt', flag: 'Defect' },
  ]);
  await db.insert(schema.callSources).values([
    { ...key(1), number: 1, text: 'Zimmer' },
    { ...key(2), number: 2, text: 'Bad' },
  ]);
  await db.insert(schema.systemTreeNodes).values([
    { ...key(1), kind: 'building', name: 'Haus Sonnenblick', sort_order: 1 },
    { ...key(2), kind: 'floor', name: 'EG', parent_id: 1, sort_order: 1 },
    { ...key(3), kind: 'room', name: '101', parent_id: 2, sort_order: 1, section_id: 1 },
    {
      ...key(10),
      kind: 'device',
      name: 'Bett 1',
      number: 10,
      serial: 'SN-10',
      parent_id: 3,
      section_id: 1,
      text_short: 'Z101',
      text_long: 'Zimmer 101 Bett 1',
      sort_order: 1,
    },
    {
      ...key(11),
      kind: 'radio',
      name: 'Funk 11',
      number: 11,
      serial: 'SN-11',
      parent_id: 3,
      section_id: 1,
      text_short: 'F11',
      text_long: 'Funk Zimmer 101',
      sort_order: 2,
    },
    {
      ...key(12),
      kind: 'device',
      name: 'Bad 12',
      number: 12,
      parent_id: 2,
      section_id: 2,
      text_short: 'B12',
      text_long: 'Bad EG',
      sort_order: 2,
    },
  ]);
}

/**
 * `count` calls of the system, call i opened i minutes before `now` (i = 1…count): source Zimmer (odd i)
 * or Bad, section 1 or 2 alike, a Defekt every 13th, every 10th still open, every 5th handled by an app
 * user, durations of (i % 7) minutes and 5 seconds.
 */
export async function seedExportCalls(db: Db, systemId: number, count: number, now: Date, firstId = 1): Promise<void> {
  await db.execute(sql`
    insert into calls (system_id, id, call_type_id, call_type_text, call_source_id, call_source_text, section_id,
      section_name, system_tree_node_id, number, device_text_short, device_text_long, position, opened_at,
      updated_at, closed_at, duration, is_closed, handled_by_app_username, weekday)
    select ${systemId}, ${firstId} - 1 + i,
      case when i % 13 = 0 then 2 else 1 end, case when i % 13 = 0 then 'Defekt' else 'Ruf' end,
      2 - i % 2, case when i % 2 = 1 then 'Zimmer' else 'Bad' end,
      2 - i % 2, case when i % 2 = 1 then 'Station A' else 'Station B' end,
      case when i % 2 = 1 then 10 else 12 end, case when i % 2 = 1 then 10 else 12 end,
      'Z' || i, 'Zimmer ' || i, case when i % 3 = 0 then 'Flur' end,
      ${now}::timestamptz - i * interval '1 minute', ${now}::timestamptz - i * interval '1 minute',
      case when i % 10 = 0 then null else ${now}::timestamptz - i * interval '1 minute' + (i % 7) * interval '1 minute' + interval '5 seconds' end,
      case when i % 10 = 0 then null else (i % 7) * 60 + 5 end,
      i % 10 <> 0, case when i % 5 = 0 then 'Pflege Anna' end, 1
    from generate_series(1, ${count}) as i`);
}
