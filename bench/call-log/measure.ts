// Times one query again and again (after a few warm-up runs, one at a time, as one user paging), and
// what else the machine did meanwhile.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Timing {
  runs: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
  /**
   * The longest the bench's event loop was held, ms: PGlite runs a statement on the main thread, so in the
   * server this is how long calls from the configurator and deliveries to the displays would wait.
   */
  stallMax: number;
  /** The whole machine's busy share and this process's, in % of one core, over the timed runs. */
  machineCpu: number;
  benchCpu: number;
  load1m: number;
}

/** A query that failed (PostgreSQL's statement timeout) has no timing. */
export type Measured = Timing | { error: string };

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Nearest rank: the smallest value with at least p % of the runs at or below it. */
export function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

/** Jiffies of the whole machine from /proc/stat: busy and total (all cores). */
function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, ...fields] = line.trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * `runs` timed runs after `warmup` untimed ones; a slow query (a text search reading the whole year) stops
 * once `maxSeconds` of timed runs are spent and it has `minRuns`, so the bench stays bounded.
 */
export async function timeRuns(
  run: () => Promise<unknown>,
  options: { runs: number; warmup: number; minRuns: number; maxSeconds: number },
): Promise<Timing> {
  for (let i = 0; i < options.warmup; i++) {
    const t = performance.now();
    await run();
    if (performance.now() - t > 1000) break;
  }
  const times: number[] = [];
  const stalls = monitorEventLoopDelay({ resolution: 2 });
  const cores = (readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm) ?? []).length || 1;
  const ticks0 = machineTicks();
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  stalls.enable();
  for (let i = 0; i < options.runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
    // A run on PGlite may never give the event loop a turn (its statements settle as microtasks): the
    // monitor's timer only sees how long the loop was held once the loop turns. Not timed.
    await sleep(0);
    if (times.length >= options.minRuns && performance.now() - wall0 > options.maxSeconds * 1000) break;
  }
  const wallMs = performance.now() - wall0;
  stalls.disable();
  const ticks1 = machineTicks();
  const cpu = process.cpuUsage(cpu0);
  const sorted = [...times].sort((a, b) => a - b);
  const busyShare = (ticks1.busy - ticks0.busy) / Math.max(1, ticks1.total - ticks0.total);
  return {
    runs: times.length,
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    max: round1(sorted.at(-1) ?? Number.NaN),
    mean: round1(times.reduce((a, b) => a + b, 0) / times.length),
    stallMax: round1(stalls.max / 1e6),
    machineCpu: Math.round(busyShare * cores * 100),
    benchCpu: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
    load1m: round1(loadavg()[0] ?? 0),
  };
}
