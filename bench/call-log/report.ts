// The result of one run: a table for people, JSON in bench/results/ (git-ignored) for comparisons.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BenchConfig } from './config';
import type { Generated } from './generate';
import type { Measured } from './measure';
import type { StatsState } from './stats';

export const BUDGET_MS = 100;

export interface QueryResult {
  key: string;
  label: string;
  budget: boolean;
  service: Measured;
  http: Measured | null;
}

export interface CallLogBenchResult {
  benchmark: 'call-log';
  at: string;
  machine: { cpus: number; cpu: string; node: string; os: string; loadBefore: number[]; loadAfter: number[] };
  code: { commit: string; dirty: boolean } | null;
  config: BenchConfig;
  database: string;
  generated: Generated & { generatedAt: string; cached: boolean };
  walk: { pages: number; seconds: number; msPerPage: number };
  passes: Pass[];
  /** Restoring the statistics after the pass without them: what an ANALYZE of the year costs. */
  analyzeSeconds: number | null;
}

/** The queries with the table analysed, or without statistics as a server's PGlite has it. */
export interface Pass {
  stats: StatsState;
  queries: QueryResult[];
  explains: { key: string; plans: string[] }[];
  /** The text queries again with a pg_trgm index (--trgm), and its build time and size. */
  trgm: { buildSeconds: number; indexMiB: number; queries: QueryResult[] } | null;
}

const ms = (t: Measured | null) => (!t ? '—' : 'error' in t ? t.error.slice(0, 27) : `${t.p50} / ${t.p95} / ${t.max}`);
const stall = (t: Measured | null) => (!t || 'error' in t ? '—' : String(t.stallMax));

export function withinBudget(t: Measured): boolean {
  return !('error' in t) && t.p95 <= BUDGET_MS;
}

function verdict(q: QueryResult): string {
  if (!q.budget) return '';
  return withinBudget(q.service) ? `ok (p95 ≤ ${BUDGET_MS})` : `MISSED (p95 > ${BUDGET_MS})`;
}

function table(queries: QueryResult[]): void {
  const head = ['query', 'service p50 / p95 / max ms', 'held', 'GraphQL p50 / p95 / max ms', 'held', 'runs', 'CPU %'];
  const widths = [50, 27, 8, 27, 8, 5, 10];
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' ');
  console.log(`${line(head)} budget`);
  for (const q of queries) {
    const s = q.service;
    const runs = 'error' in s ? '—' : String(s.runs);
    const cpu = 'error' in s ? '—' : `${s.machineCpu} / ${s.benchCpu}`;
    console.log(`${line([q.label, ms(s), stall(s), ms(q.http), stall(q.http), runs, cpu])} ${verdict(q)}`);
  }
}

export function printResult(r: CallLogBenchResult): void {
  const g = r.generated;
  console.log(`\n== bench/call-log — ${r.database}`);
  console.log(
    `${r.machine.cpus} × ${r.machine.cpu}, Node ${r.machine.node}; load average before ${r.machine.loadBefore.join(' ')}, after ${r.machine.loadAfter.join(' ')}`,
  );
  console.log(
    `calls: ${g.rows.toLocaleString('en')} (${g.openCalls} open), ${g.firstCall} … ${g.lastCall}; calls + indexes ${g.callsMiB} MiB, database ${g.databaseMiB} MiB`,
  );
  const made = Number.isFinite(g.generateSeconds)
    ? `generated in ${g.generateSeconds.toFixed(1)} s + VACUUM ANALYZE ${g.vacuumAnalyzeSeconds.toFixed(1)} s`
    : 'generation time unknown';
  console.log(`${made}${g.cached ? ` (cached, made ${g.generatedAt})` : ''}`);
  if (r.walk.pages)
    console.log(
      `walk to page ${r.walk.pages.toLocaleString('en')}: ${r.walk.seconds.toFixed(1)} s, ${r.walk.msPerPage.toFixed(1)} ms a page (service)`,
    );
  for (const pass of r.passes) {
    const title =
      pass.stats === 'analyzed'
        ? 'with statistics (VACUUM ANALYZE after generation)'
        : 'without statistics, as a server runs PGlite (never analysed), service only';
    console.log(`\n-- ${title}`);
    table(pass.queries);
    if (pass.trgm) {
      console.log(
        `\nwith a pg_trgm GIN index (built in ${pass.trgm.buildSeconds.toFixed(1)} s, ${pass.trgm.indexMiB} MiB):`,
      );
      table(pass.trgm.queries);
    }
  }
  if (r.analyzeSeconds !== null)
    console.log(`\nANALYZE calls (restoring the statistics): ${r.analyzeSeconds.toFixed(1)} s`);
  console.log(
    '\nheld: the longest the event loop was blocked during the runs (PGlite runs each statement on the main thread).\n' +
      'CPU %: the whole machine / this process, in % of one core, during the service runs.',
  );
  for (const pass of r.passes)
    for (const e of pass.explains) {
      console.log(`\n-- EXPLAIN (ANALYZE, BUFFERS), ${pass.stats}: ${e.key}`);
      for (const plan of e.plans) console.log(`${plan}\n`);
    }
}

export function writeResult(r: CallLogBenchResult): string {
  const dir = resolve(import.meta.dirname, '../results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `call-log-${r.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
  return file;
}
