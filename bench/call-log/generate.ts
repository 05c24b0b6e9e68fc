// A year of one care home's calls, made inside the database (insert … select … from generate_series) a
// chunk of days per statement, so it is fast and the bench's memory does not grow with the row count.
import { sql } from 'drizzle-orm';
import { type Database, type Db, rowsOf } from '../../apps/server/src/db/client';
import { callSources, callTypes, sections, systems, systemTreeNodes } from '../../apps/server/src/db/schema/index';

/** Bumped whenever the generated data changes: cached databases of another version are made again. */
export const GENERATOR_VERSION = 1;
export const TIME_ZONE = 'Europe/Zurich';

/**
 * The care home: 5 floors × 6 sections ("Station 2B"), 7 rooms a section, beds and a bath per room — 600
 * devices ("Zimmer 214 Bett 2") — and 12 repeaters that report defects.
 */
export const SECTIONS = 30;
export const DEVICES = 600;
const DEVICES_PER_SECTION = DEVICES / SECTIONS;
const REPEATERS = 12;
const DEVICE_NODE = 1000;
const REPEATER_NODE = 2000;
const ROOM_NODE = 200;
const FLOOR_NODE = 10;

/** Share of the calls raised by repeaters (all of them Defekt). */
const REPEATER_SHARE = 0.02;

/** id, name/text, flag, urgency, and the upper bound of its share of r_type (room devices). */
const CALL_TYPES = [
  { id: 1, name: 'Ruf', flag: 'None', urgency: 'Normal', upTo: 0.58 },
  { id: 2, name: 'Anwesenheit', flag: 'Presence', urgency: 'Normal', upTo: 0.8 },
  { id: 3, name: 'Notruf', flag: 'None', urgency: 'Urgent', upTo: 0.89 },
  { id: 4, name: 'Bettflucht', flag: 'None', urgency: 'Urgent', upTo: 0.94 },
  { id: 5, name: 'Sturz', flag: 'None', urgency: 'Urgent', upTo: 0.99 },
  { id: 6, name: 'Herzalarm', flag: 'None', urgency: 'Emergency', upTo: 1 },
  { id: 7, name: 'Defekt', flag: 'Defect', urgency: 'Normal', upTo: 0 },
] as const;
const DEFECT_TYPE = 7;

const CALL_SOURCES = [
  { id: 1, text: 'Zimmer', char: 'Z' },
  { id: 2, text: 'Bad', char: 'B' },
  { id: 3, text: 'WC', char: 'W' },
  { id: 4, text: 'Funk', char: 'F' },
  { id: 5, text: 'Sensor', char: 'S' },
  { id: 6, text: 'Technik', char: 'T' },
] as const;

/**
 * How often residents call, by local hour (relative): the simulator's history curve (issue 12) — quiet at
 * night, the morning round 07–09, a midday bump, the evening round 18–21.
 */
const HOURLY_WEIGHTS = [2, 1.5, 1, 1, 1.2, 2, 4, 8, 9, 7, 5, 5, 6, 4, 4, 4, 4, 5, 7, 8, 8, 6, 4, 3];

const sectionName = (s: number) => `Station ${Math.floor(s / 6) + 1}${'ABCDEF'[s % 6]}`;

/** Device i (0-based): section i / 20, room (floor + 1)·100 + (section in floor)·10 + bed group + 1. */
function device(i: number) {
  const s = Math.floor(i / DEVICES_PER_SECTION);
  const floor = Math.floor(s / 6);
  const slot = i % DEVICES_PER_SECTION;
  const roomIndex = Math.floor(slot / 3);
  const room = (floor + 1) * 100 + (s % 6) * 10 + roomIndex + 1;
  const place = slot % 3 === 2 ? (room % 2 ? 'WC' : 'Bad') : `Bett ${(slot % 3) + 1}`;
  const source = place === 'WC' ? 3 : place === 'Bad' ? 2 : 1;
  return {
    id: DEVICE_NODE + i,
    section: s + 1,
    floor,
    room,
    roomNode: ROOM_NODE + s * 7 + roomIndex,
    textLong: `Zimmer ${room} ${place}`,
    textShort: `Z${room} ${place.startsWith('Bett') ? `B${(slot % 3) + 1}` : place}`,
    source,
  };
}

/** The rows the log's filters and nested records read: the system, sections, call types and sources, the tree. */
async function insertReferenceRows(db: Db, name: string): Promise<number> {
  const [system] = await db.insert(systems).values({ name, timezone: TIME_ZONE }).returning({ id: systems.id });
  if (!system) throw new Error('no system inserted');
  const key = (id: number) => ({ system_id: system.id, id });
  await db
    .insert(sections)
    .values(Array.from({ length: SECTIONS }, (_, s) => ({ ...key(s + 1), name: sectionName(s) })));
  await db.insert(callTypes).values(
    CALL_TYPES.map((t, i) => ({
      ...key(t.id),
      name: t.name,
      text: t.name,
      flag: t.flag,
      urgency: t.urgency,
      sort_order: i,
    })),
  );
  await db
    .insert(callSources)
    .values(CALL_SOURCES.map((s, i) => ({ ...key(s.id), number: i + 1, text: s.text, char: s.char })));
  const devices = Array.from({ length: DEVICES }, (_, i) => device(i));
  const rooms = new Map(devices.map((d) => [d.roomNode, d]));
  const nodes = [
    { ...key(1), kind: 'building', name: 'Haus Sonnenhalde' },
    ...Array.from({ length: SECTIONS / 6 }, (_, f) => ({
      ...key(FLOOR_NODE + f),
      kind: 'floor',
      name: `Stock ${f + 1}`,
      parent_id: 1,
    })),
    ...[...rooms.values()].map((d) => ({
      ...key(d.roomNode),
      kind: 'room',
      name: `Zimmer ${d.room}`,
      parent_id: FLOOR_NODE + d.floor,
      section_id: d.section,
    })),
    ...devices.map((d, i) => ({
      ...key(d.id),
      kind: 'device',
      name: d.textLong,
      number: i + 1,
      parent_id: d.roomNode,
      section_id: d.section,
      text_long: d.textLong,
      text_short: d.textShort,
      call_source_id: d.source,
      serial: `WL-${String(100000 + i)}`,
    })),
    ...Array.from({ length: REPEATERS }, (_, r) => ({
      ...key(REPEATER_NODE + r),
      kind: 'tech',
      is_tech: true,
      name: `Repeater ${r + 1}`,
      number: 900 + r,
      parent_id: FLOOR_NODE + (r % 5),
      section_id: ((r * 5) % SECTIONS) + 1,
      text_long: `Repeater ${sectionName((r * 5) % SECTIONS)}`,
      text_short: `R${r + 1}`,
      call_source_id: 6,
    })),
  ];
  for (let i = 0; i < nodes.length; i += 200) await db.insert(systemTreeNodes).values(nodes.slice(i, i + 200));
  await db.execute(sql`analyze sections, call_types, call_sources, system_tree_nodes`);
  return system.id;
}

interface Window {
  /** Today's local date in the system's time zone (YYYY-MM-DD): the last generated day. */
  today: string;
  /** Calls after this instant are not made; those still running then stay open. */
  now: Date;
}

/** The days [d0, d1] (0 = the first of `days`), each with rows·(d+1)/days − rows·d/days calls. */
function chunkStatement(systemId: number, rows: number, days: number, w: Window, d0: number, d1: number) {
  const total = HOURLY_WEIGHTS.reduce((a, b) => a + b, 0);
  const weights = HOURLY_WEIGHTS.map((x) => x / total);
  const starts = weights.map((_, h) => weights.slice(0, h).reduce((a, b) => a + b, 0));
  const arr = (xs: number[]) => `{${xs.join(',')}}`;
  const now = w.now.toISOString();
  // r_type below REPEATER_SHARE is a repeater's defect; above, bucket k (1-based) is call type k.
  const roomTypes = CALL_TYPES.filter((t) => t.upTo > 0);
  const typeBounds = arr([REPEATER_SHARE, ...roomTypes.slice(0, -1).map((t) => t.upTo)]);
  // Each layer is a subquery whose random() values are read several times: Postgres does not flatten a
  // subquery with volatile outputs, so each row draws them once.
  return sql`
    insert into calls (system_id, id, call_type_id, call_type_text, call_source_id, call_source_text, section_id,
      section_name, system_tree_node_id, number, device_text_short, device_text_long, position, opened_at, updated_at,
      closed_at, duration, is_closed, handled_by_app_username, weekday)
    select ${systemId}::int, c.id, t.id, t.text, src.id, src.text, sec.id, sec.name, n.id, n.number, n.text_short,
      n.text_long, case when c.radio then substring(n.text_long from '^Zimmer [0-9]+') end, c.opened_at, case when c.open then c.opened_at else c.closed_at end,
      case when c.open then null else c.closed_at end, case when c.open then null else c.duration end, not c.open,
      case when not c.open and c.r_user < 0.35 then 'pflege.' || lpad((floor(c.r_user * 1000)::int % 40 + 1)::text, 2, '0') end,
      c.weekday
    from (
      select p.*, p.opened_at + p.duration * interval '1 second' as closed_at,
        p.opened_at + p.duration * interval '1 second' > ${now}::timestamptz or p.r_user > 0.999995 as open
      from (
        select l.id, l.node_id, l.type_id, l.r_user, l.local_at at time zone ${TIME_ZONE} as opened_at,
          extract(isodow from l.local_at)::int as weekday,
          case when l.type_id = ${DEFECT_TYPE}::int then 6 when l.r_src < 0.08 then 4 when l.type_id in (4, 5) then 5 end
            as source_id,
          l.type_id <> ${DEFECT_TYPE}::int and l.r_src < 0.08 as radio,
          greatest(2, round(-ln(1 - l.r_dur) * case l.type_id when 2 then 1200 when ${DEFECT_TYPE}::int then 5400
            when 3 then 240 when 6 then 240 else 150 end))::int as duration
        from (
          select r.id, r.r_user, r.r_src, r.r_dur,
            (${w.today}::date - ${days - 1}::int + r.d)
              + (r.h - 1 + (r.q - (${arr(starts)}::float8[])[r.h]) / (${arr(weights)}::float8[])[r.h]) * interval '1 hour' as local_at,
            case when r.r_type < ${REPEATER_SHARE}::float8 then ${REPEATER_NODE}::int + floor(r.r_dev * ${REPEATERS}::int)::int
              else ${DEVICE_NODE}::int + (floor(${DEVICES}::int * power(r.r_dev, 1.5))::int * 37) % ${DEVICES}::int
            end as node_id,
            case when r.r_type < ${REPEATER_SHARE}::float8 then ${DEFECT_TYPE}::int
              else width_bucket(r.r_type, ${typeBounds}::float8[]) end as type_id
          from (
            select q.*, width_bucket(q.q, ${arr(starts)}::float8[]) as h
            from (
              select day.d, day.base + k + 1 as id, (k + random()) / day.n as q, random() as r_dev, random() as r_type,
                random() as r_src, random() as r_dur, random() as r_user
              from (
                select d, floor(d::float8 * ${rows}::int / ${days}::int)::int as base,
                  (floor((d + 1)::float8 * ${rows}::int / ${days}::int) - floor(d::float8 * ${rows}::int / ${days}::int))::int
                    as n
                from generate_series(${d0}::int, ${d1}::int) as d
              ) as day, generate_series(0, day.n - 1) as k
            ) as q
          ) as r
        ) as l
      ) as p
      where p.opened_at <= ${now}::timestamptz
    ) as c
    join system_tree_nodes n on n.system_id = ${systemId} and n.id = c.node_id
    join sections sec on sec.system_id = ${systemId} and sec.id = n.section_id
    join call_types t on t.system_id = ${systemId} and t.id = c.type_id
    join call_sources src on src.system_id = ${systemId} and src.id = coalesce(c.source_id, n.call_source_id)`;
}

export interface Generated {
  systemId: number;
  rows: number;
  openCalls: number;
  firstCall: string;
  lastCall: string;
  generateSeconds: number;
  vacuumAnalyzeSeconds: number;
  /** Of the whole database and of `calls` with its indexes, MiB. */
  databaseMiB: number;
  callsMiB: number;
}

/** ~100,000 calls per statement; each chunk its own transaction, a checkpoint after each on PGlite. */
export async function generateCalls(
  database: Database,
  options: { name: string; rows: number; days: number; log: (line: string) => void },
): Promise<Generated> {
  // The call path's handle: on PostgreSQL the console's has a 15 s statement timeout, a chunk may take longer.
  const db = database.callPath;
  const started = performance.now();
  const systemId = await insertReferenceRows(db, options.name);
  const [clock] = rowsOf<{ today: string; now: string | Date }>(
    await db.execute(sql`select (now() at time zone ${TIME_ZONE})::date::text as today, now() as now`),
  );
  if (!clock) throw new Error('no clock');
  const window: Window = { today: clock.today, now: new Date(clock.now) };
  const perDay = options.rows / options.days;
  const daysPerChunk = Math.max(1, Math.floor(100_000 / perDay));
  for (let d0 = 0; d0 < options.days; d0 += daysPerChunk) {
    const d1 = Math.min(options.days, d0 + daysPerChunk) - 1;
    await db.transaction(async (tx) => {
      // The same seed per chunk: the same calls on PGlite and PostgreSQL, run after run.
      await tx.execute(sql`select setseed(${((d0 % 997) + 1) / 1000})`);
      await tx.execute(chunkStatement(systemId, options.rows, options.days, window, d0, d1));
    });
    // PGlite has no checkpointer of its own: without this its WAL would hold the whole year until closing.
    if (database.kind === 'pglite') await db.execute(sql`checkpoint`);
    const done = Math.round(((d1 + 1) * options.rows) / options.days);
    const seconds = (performance.now() - started) / 1000;
    options.log(
      `  ${String(d1 + 1).padStart(4)} of ${options.days} days, ~${done.toLocaleString('en')} calls, ${seconds.toFixed(0)} s`,
    );
  }
  const generateSeconds = (performance.now() - started) / 1000;
  const vacuumStarted = performance.now();
  // Hint bits and the visibility map set once, and the planner's statistics (see README: PGlite itself never
  // runs autovacuum or autoanalyze).
  await db.execute(sql`vacuum (analyze) calls`);
  if (database.kind === 'pglite') await db.execute(sql`checkpoint`);
  const vacuumAnalyzeSeconds = (performance.now() - vacuumStarted) / 1000;
  return { systemId, generateSeconds, vacuumAnalyzeSeconds, ...(await describeCalls(database, systemId)) };
}

/** What is in the table now (also for a cached database). */
export async function describeCalls(database: Database, systemId: number) {
  const [row] = rowsOf<{
    rows: number;
    open_calls: number;
    first_call: string;
    last_call: string;
    database_mib: number | string;
    calls_mib: number | string;
  }>(
    await database.db.execute(sql`
      select count(*)::int as rows, count(*) filter (where not is_closed)::int as open_calls,
        min(opened_at)::text as first_call, max(opened_at)::text as last_call,
        pg_database_size(current_database()) / 1048576.0 as database_mib,
        pg_total_relation_size('calls') / 1048576.0 as calls_mib
      from calls where system_id = ${systemId}`),
  );
  if (!row) throw new Error('no calls');
  return {
    rows: Number(row.rows),
    openCalls: Number(row.open_calls),
    firstCall: row.first_call,
    lastCall: row.last_call,
    databaseMiB: Math.round(Number(row.database_mib)),
    callsMiB: Math.round(Number(row.calls_mib)),
  };
}
