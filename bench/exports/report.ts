// The exports bench's table and JSON file (bench/results/, git-ignored).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface FormatResult {
  format: string;
  state: string;
  rows: number;
  fileMb: number;
  /** How long createExport took to answer (the row count against the limit). */
  acceptedMs: number;
  /** From the request to Complete. */
  seconds: number;
  rowsPerSecond: number;
  rssBaselineMb: number;
  /** Peak RSS during the export minus RSS before it (sampled every 50 ms). */
  rssGrowthMb: number;
  /** The main thread's longest and p99 stall while the export ran (what a pressed call would wait). */
  loopDelayMaxMs: number;
  loopDelayP99Ms: number;
  /** The same for an idle thread of the process meanwhile: the machine's share of the delays. */
  idleThreadDelayMaxMs: number;
  /** Time the main thread was not idle during the export (event loop utilization), all of it and per 1,000 rows. */
  mainThreadBusyMs: number;
  mainThreadBusyMsPer1000Rows: number;
}

export interface ExportsBenchResult {
  benchmark: 'exports';
  at: string;
  machine: Record<string, unknown>;
  code: unknown;
  config: { calls: number; budgetMb: number; gc: boolean };
  results: FormatResult[];
}

export function printTable(result: ExportsBenchResult): void {
  const m = result.machine;
  console.log(`\nexports of ${result.config.calls} calls — ${m.cpus} × ${m.cpu}, ${m.node}, load ${m.loadAverage1m}`);
  const head = [
    'format',
    'state',
    'rows',
    'file MB',
    'accepted ms',
    'time s',
    'rows/s',
    'RSS growth MB',
    'loop max ms',
    'loop p99 ms',
  ];
  const rows = result.results.map((r) => [
    r.format,
    r.state,
    String(r.rows),
    String(r.fileMb),
    String(r.acceptedMs),
    String(r.seconds),
    String(r.rowsPerSecond),
    `${r.rssGrowthMb}${r.rssGrowthMb < result.config.budgetMb ? '' : ' (over budget)'}`,
    String(r.loopDelayMaxMs),
    String(r.loopDelayP99Ms),
    String(r.idleThreadDelayMaxMs),
    String(r.mainThreadBusyMsPer1000Rows),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log(`budget: RSS grows < ${result.config.budgetMb} MB during an export (issue 12)`);
}

export function writeResult(result: ExportsBenchResult): string {
  const dir = resolve(import.meta.dirname, '../results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `exports-${result.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
