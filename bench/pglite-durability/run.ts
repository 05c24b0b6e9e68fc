// Cost of the PGlite durability guard (ADR 0002).
// Run: npx tsx bench/pglite-durability/run.ts [--writes 500] [--concurrency 16]
// Compares plain PGlite on disk (fsync=off: nothing is synced) with
// openDurablePglite (every acknowledged write fsynced, group commit), through
// Drizzle, on a temp directory. Prints a table and writes bench/results/*.json.
import { closeSync, fdatasyncSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, platform, release, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { openDurablePglite } from '../../apps/server/src/db/pglite/durable-pglite';

const { values: args } = parseArgs({
  options: { writes: { type: 'string', default: '500' }, concurrency: { type: 'string', default: '16' } },
});
const WRITES = Number(args.writes);
const CONCURRENCY = Number(args.concurrency);

const events = pgTable('bench_events', {
  id: serial('id').primaryKey(),
  n: integer('n').notNull(),
  note: text('note').notNull(),
});

interface Series {
  ops: number;
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  fsyncs?: number;
}

interface Subject {
  client: PGlite;
  stats(): { fsyncs: number; writes: number } | undefined;
  close(): Promise<void>;
}

async function openSubject(kind: 'plain' | 'durable', dir: string): Promise<Subject> {
  if (kind === 'durable') {
    const d = await openDurablePglite(dir);
    return { client: d.client, stats: d.stats, close: d.close };
  }
  const client = await PGlite.create(dir);
  return { client, stats: () => undefined, close: () => client.close() };
}

/** Runs `total` operations with `concurrency` in flight; returns latency percentiles. */
async function measure(total: number, concurrency: number, op: (i: number) => Promise<unknown>): Promise<Series> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const t = performance.now();
      await op(i);
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return { ops: total, opsPerSec: Math.round(total / elapsed), p50Ms: pct(0.5), p99Ms: pct(0.99) };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

async function benchSubject(kind: 'plain' | 'durable') {
  const dir = await mkdtemp(join(tmpdir(), `wardlight-bench-${kind}-`));
  try {
    const subject = await openSubject(kind, dir);
    await subject.client.exec(
      'create table bench_events (id serial primary key, n integer not null, note text not null)',
    );
    const db = drizzle({ client: subject.client });
    const insert = (n: number) => db.insert(events).values({ n, note: `alarm ${n} acknowledged by nurse` });
    await measure(50, 1, insert); // warm-up: extend the table, settle JIT

    const result: Record<string, Series> = {};
    const timed = async (name: string, total: number, conc: number, op: (i: number) => Promise<unknown>) => {
      const before = subject.stats()?.fsyncs;
      const series = await measure(total, conc, op);
      const after = subject.stats()?.fsyncs;
      if (before !== undefined && after !== undefined) series.fsyncs = after - before;
      result[name] = series;
    };
    await timed('insert, sequential', WRITES, 1, insert);
    await timed(`insert, ${CONCURRENCY} concurrent`, WRITES * 2, CONCURRENCY, insert);
    await timed('transaction of 3 inserts, sequential', WRITES / 2, 1, (n) =>
      db.transaction(async (tx) => {
        for (let k = 0; k < 3; k++) await tx.insert(events).values({ n, note: `step ${k}` });
      }),
    );
    await timed('select count(*), sequential', WRITES, 1, () => db.select({ c: count() }).from(events));
    await subject.close();
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What one fdatasync costs on this disk, with and without new data to flush. */
function fsyncCost(dir: string) {
  const file = join(dir, 'probe');
  writeFileSync(file, Buffer.alloc(1 << 20));
  const fd = openSync(file, 'r+');
  fdatasyncSync(fd);
  const time = (n: number, f: (i: number) => void) => {
    const t = performance.now();
    for (let i = 0; i < n; i++) f(i);
    return round(((performance.now() - t) * 1000) / n);
  };
  const page = Buffer.alloc(8192, 7);
  const unchangedUs = time(500, () => fdatasyncSync(fd));
  const after8kWriteUs = time(200, (i) => {
    writeSync(fd, page, 0, page.length, (i % 100) * 8192);
    fdatasyncSync(fd);
  });
  closeSync(fd);
  return { unchangedUs, after8kWriteUs };
}

const fsyncDir = await mkdtemp(join(tmpdir(), 'wardlight-bench-fsync-'));
const fdatasync = fsyncCost(fsyncDir);
await rm(fsyncDir, { recursive: true, force: true });
const plain = await benchSubject('plain');
const durable = await benchSubject('durable');

console.log(
  `fdatasync on ${tmpdir()}: unchanged file ${fdatasync.unchangedUs} µs, after an 8 kB write ${fdatasync.after8kWriteUs} µs\n`,
);
console.log(
  'workload'.padEnd(40),
  'mode'.padEnd(8),
  'ops/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'fsyncs'.padStart(7),
);
for (const name of Object.keys(plain)) {
  for (const [mode, r] of [
    ['plain', plain[name]],
    ['durable', durable[name]],
  ] as const) {
    if (!r) continue;
    const cells = [r.opsPerSec, r.p50Ms, r.p99Ms].map((v) => String(v).padStart(8));
    console.log(name.padEnd(40), mode.padEnd(8), ...cells, String(r.fsyncs ?? '-').padStart(7));
  }
}

const outDir = resolve(import.meta.dirname, '../results');
mkdirSync(outDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outFile = join(outDir, `pglite-durability-${stamp}.json`);
const env = { node: process.version, platform: `${platform()} ${release()}`, cpu: cpus()[0]?.model, tmpdir: tmpdir() };
writeFileSync(
  outFile,
  `${JSON.stringify({ env, writes: WRITES, concurrency: CONCURRENCY, fdatasync, plain, durable }, null, 2)}\n`,
);
console.log(`\nwrote ${outFile}`);
