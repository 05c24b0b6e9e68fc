// Incident evaluation for 10,000 devices (issue 15, ADR 0036): the time of one full evaluation round and
// its share of a core at the engine's pace (a round every 30 s), and the call path's store latency with
// rounds running back to back against none — on the app's own embedded database (a temporary data
// directory, the WAL guard and the console lane as in production).
// Run from the repository root:  npx tsx bench/incidents/run.ts [--devices 10000] [--rounds 5] [--calls 200]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { CallEvent } from '../../apps/server/src/call-system/protocol-types';
import { openDatabase } from '../../apps/server/src/db/client';
import {
  calls,
  callTypes,
  globalSettings,
  sections,
  systems,
  systemTreeNodes,
} from '../../apps/server/src/db/schema/index';
import { LocalBus } from '../../apps/server/src/events/local-bus';
import { createCallIngest } from '../../apps/server/src/modules/calls/call-ingest';
import { createIncidentEngine } from '../../apps/server/src/modules/incidents/incident-engine';
import {
  defectCallTypeIds,
  loadFacts,
  loadIncidentSettings,
  openIncidents,
} from '../../apps/server/src/modules/incidents/incident-facts';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '5' },
    calls: { type: 'string', default: '200' },
  },
});
const DEVICES = Number(values.devices);
const ROUNDS = Number(values.rounds);
const CALLS = Number(values.calls);
const PACE_MS = 30_000;
const log = (line: string) => console.error(`[bench] ${line}`);
const ms = (n: number) => Math.round(n * 10) / 10;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-incidents-bench-'));
  const database = await openDatabase({ dataDir: dir });
  const { db, callPath, lane } = database;
  const SYSTEM = 1;
  await db.insert(systems).values({ id: SYSTEM, name: 'Bench' });
  await db.insert(sections).values([1, 2, 3, 4].map((id) => ({ system_id: SYSTEM, id, name: `Abteilung ${id}` })));
  await db.insert(callTypes).values([
    { system_id: SYSTEM, id: 3, name: 'Dringend' },
    { system_id: SYSTEM, id: 4, name: 'Ruf' },
    { system_id: SYSTEM, id: 8, name: 'Defekt', flag: 'Defect' },
  ]);
  await db
    .update(globalSettings)
    .set({ probable_defect_criterion: '0x03', probable_defect_threshold_count: 5, defects_timeout: 60 })
    .where(eq(globalSettings.id, 1));

  // Devices: 60 % radios (5 % of them below the low threshold), 30 % wired, 10 % technical; 2 % silent for two days.
  const now = Date.now();
  const rows = Array.from({ length: DEVICES }, (_, i) => {
    const id = i + 1;
    const kind = i % 10 < 6 ? 'radio' : i % 10 < 9 ? 'wired' : 'tech';
    return {
      system_id: SYSTEM,
      id,
      kind,
      name: `Gerät ${id}`,
      section_id: (i % 4) + 1,
      is_tech: kind === 'tech',
      battery: kind === 'radio' ? (i % 20 === 0 ? 15 + (i % 20) : 90) : null,
      reachable: i % 50 !== 7,
      last_reachable_at: new Date(i % 50 === 7 ? now - 2 * 86_400_000 : now),
      item_state: 'in_sync' as const,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(systemTreeNodes).values(rows.slice(i, i + 1000));
  // 200 open defect calls; 20,000 calls of the criterion in the last day, some devices often.
  const callRow = (id: number, device: number, type: number, openedAt: number, open: boolean) => ({
    system_id: SYSTEM,
    id,
    call_type_id: type,
    system_tree_node_id: device,
    section_id: 1,
    opened_at: new Date(openedAt),
    updated_at: new Date(openedAt),
    closed_at: open ? null : new Date(openedAt + 60_000),
    is_closed: !open,
    weekday: 1,
  });
  const history = [
    ...Array.from({ length: 200 }, (_, i) => callRow(i + 1, ((i * 37) % DEVICES) + 1, 8, now - 3_600_000, true)),
    ...Array.from({ length: 20_000 }, (_, i) =>
      callRow(1000 + i, i % 7 === 0 ? (i % 300) + 1 : ((i * 13) % DEVICES) + 1, 3, now - (i % 86_000) * 1000, false),
    ),
  ];
  for (let i = 0; i < history.length; i += 1000) await db.insert(calls).values(history.slice(i, i + 1000));
  await db.execute(sql`ANALYZE`);
  log(`${DEVICES.toLocaleString('en')} devices, ${history.length.toLocaleString('en')} calls in ${dir}`);

  // Where a round's time goes: each read alone.
  const settings = await loadIncidentSettings(db);
  const defectTypes = await defectCallTypeIds(db, SYSTEM);
  for (const [name, read] of [
    ['facts', () => loadFacts(db, SYSTEM, settings, defectTypes, 'all', new Date())],
    ['open incidents', () => openIncidents(db, SYSTEM, 'all')],
  ] as const) {
    const started = performance.now();
    await read();
    log(`${name}: ${ms(performance.now() - started)} ms`);
  }
  const messages = { publish: async () => undefined };
  const engine = createIncidentEngine({ db, messages, log: pino({ level: 'silent' }), held: () => [SYSTEM] });
  const timed = async () => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const applied = await engine.evaluateNow(SYSTEM);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    return { wall, cpu: (used.user + used.system) / 1000, raised: applied?.raised.length ?? 0 };
  };
  const first = await timed();
  log(`first round: ${ms(first.wall)} ms, ${first.raised} incidents raised`);
  const steady: { wall: number; cpu: number }[] = [];
  for (let i = 0; i < ROUNDS; i++) steady.push(await timed());
  const wallSorted = steady.map((r) => r.wall).sort((a, b) => a - b);
  const cpuMean = steady.reduce((s, r) => s + r.cpu, 0) / steady.length;

  // The call path: one call stored at a time (ingest, its own handle, ahead of the console lane).
  const ingest = createCallIngest({
    db: callPath,
    bus: new LocalBus(),
    first: lane ? (w) => lane.first(w) : undefined,
  });
  let seq = 0;
  let callId = 100_000;
  const storeOne = async () => {
    const id = callId++;
    const at = new Date().toISOString();
    const call = {
      id,
      call_type_id: 4,
      call_type_text: 'Ruf',
      call_source_id: null,
      call_source_text: null,
      section_id: 1,
      section_name: 'Abteilung 1',
      system_tree_node_id: (id % DEVICES) + 1,
      number: null,
      device_text_short: '',
      device_text_long: '',
      position: null,
      opened_at: at,
      updated_at: at,
      closed_at: null,
      is_closed: false,
    };
    const event = { seq: ++seq, type: 'call.opened', at, data: { call } } as unknown as CallEvent;
    const started = performance.now();
    await ingest.applyCallEvents(SYSTEM, [event], { stream_id: 'bench', seq });
    return performance.now() - started;
  };
  const latencies = async (during: boolean) => {
    let running = during;
    const loop = (async () => {
      while (running) await engine.evaluateNow(SYSTEM);
    })();
    const out: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      out.push(await storeOne());
      await new Promise((r) => setTimeout(r, 20));
    }
    running = false;
    await loop;
    return out.sort((a, b) => a - b);
  };
  const quiet = await latencies(false);
  const busy = await latencies(true);
  engine.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });

  const result = {
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, load: loadavg().map((x) => ms(x)) },
    devices: DEVICES,
    calls_in_db: history.length,
    first_round_ms: ms(first.wall),
    first_round_raised: first.raised,
    round_ms: { p50: ms(pct(wallSorted, 50)), max: ms(wallSorted[wallSorted.length - 1] ?? 0) },
    round_cpu_ms: ms(cpuMean),
    core_share_at_30s_pace: `${ms((cpuMean / PACE_MS) * 100)} %`,
    call_store_ms_quiet: { p50: ms(pct(quiet, 50)), p99: ms(pct(quiet, 99)) },
    call_store_ms_during_rounds: { p50: ms(pct(busy, 50)), p99: ms(pct(busy, 99)) },
  };
  console.table({
    'first round (raises)': `${result.first_round_ms} ms (${first.raised})`,
    'steady round p50 / max': `${result.round_ms.p50} / ${result.round_ms.max} ms`,
    'CPU per round': `${result.round_cpu_ms} ms`,
    'share of a core (a round / 30 s)': result.core_share_at_30s_pace,
    'call store p50 / p99, no round': `${result.call_store_ms_quiet.p50} / ${result.call_store_ms_quiet.p99} ms`,
    'call store p50 / p99, rounds back to back': `${result.call_store_ms_during_rounds.p50} / ${result.call_store_ms_during_rounds.p99} ms`,
  });
  const out = resolve(import.meta.dirname, '../results');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `incidents-${Date.now()}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
