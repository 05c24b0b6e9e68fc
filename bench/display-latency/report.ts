// The result of one run: printed as a table for people, written as JSON for comparisons over time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../calls/stack';
import type { Percentiles } from '../calls/stats';
import type { ClockOffset } from './browser';

/** Percentiles with the number of values they were taken over. */
export type Counted = (Percentiles & { count: number }) | null;

export interface DisplayLatencyResult {
  benchmark: 'display-latency';
  at: string;
  /**
   * 1-minute load averages before our processes started, when the measured presses began and after
   * them: other work on the machine skews every number (ours adds about 1.5 while measuring).
   */
  machine: {
    cpus: number;
    cpu: string;
    node: string;
    os: string;
    chromium: string;
    loadAverage1m: { start: number; measure: number; after: number };
  };
  /** The commit measured; dirty: apps/ or packages/ had uncommitted changes. */
  code: { commit: string; dirty: boolean } | null;
  config: {
    subscribers: number;
    presses: number;
    warmup: number;
    rate: number;
    maxOpen: number;
    devices: number;
    displayPath: string;
    /** Built before this run because apps/web/dist was missing. */
    builtWeb: boolean;
  };
  /** Page epoch clock − bench epoch clock, measured before and after the presses; the mean is applied. */
  clock: { before: ClockOffset; after: ClockOffset; appliedOffsetMs: number };
  display: {
    /** Opening presses with a known call id: each must make a tile appear. */
    opens: number;
    rendered: number;
    /** Call ids whose tile never appeared. */
    missingTiles: number[];
    /** Press → tile in the DOM (MutationObserver): the headline number. */
    renderedMs: Counted;
    /** Press → the first animation frame after the tile was inserted (the frame that paints it). */
    framedMs: Counted;
    /** Closing presses → the tile gone from the DOM. */
    closes: number;
    removed: number;
    missingRemovals: number[];
    removedMs: Counted;
    /** Tile in the DOM − the median subscriber's receipt of the same call: the browser's share. */
    renderAfterProtocolMs: Counted;
    /** Main-thread tasks over 50 ms in the page during the whole run (warm-up included). */
    longTasks: { count: number; maxMs: number };
    tilesAtStart: number;
    problems: string[];
  };
  /** The N protocol-level subscribers (graphql-ws, parsed, no UI), as in bench/calls. */
  subscribers: {
    expected: number;
    received: number;
    lost: number;
    duplicates: number;
    seqRegressions: number;
    latencyMs: Percentiles | null;
    allReachedMs: Percentiles | null;
    problems: string[];
  };
  failedPresses: { index: number; device: number; action: string; error: string }[];
  /** Press → the simulator's HTTP answer: the part that is not the server's or the browser's. */
  simulatorAnswerMs: Percentiles | null;
  /** DESIGN §7: press → rendered on the display, p99 ≤ 250 ms with 200 displays connected. */
  target: { p99Ms: number; measuredP99Ms: number | null; holds: boolean };
  throughput: { pressSeconds: number; achievedPressRate: number };
  /** From the first measured press until everything arrived; other = the machine minus all of ours. */
  cpuPercentOfOneCore: {
    server: number | null;
    simulator: number | null;
    chromium: number | null;
    bench: number | null;
    otherProcesses: number | null;
  };
  client: { eventLoopDelayMs: { p99: number; max: number } };
}

const pct = (p: Percentiles | null) => (p ? `${p.p50} / ${p.p95} / ${p.p99} / ${p.max}` : '—');
const counted = (p: Counted) => (p ? `${pct(p)}   (n=${p.count})` : '—');

export function printResult(r: DisplayLatencyResult): void {
  const row = (label: string, value: string) => console.log(`${label.padEnd(50)} ${value}`);
  const d = r.display;
  const s = r.subscribers;
  console.log('');
  if (r.code) row('code', `${r.code.commit}${r.code.dirty ? ' + uncommitted changes in apps/ or packages/' : ''}`);
  row('machine', `${r.machine.cpus} cores, ${r.machine.chromium}`);
  const load = r.machine.loadAverage1m;
  row('load average 1 min start / measuring / after', `${load.start} / ${load.measure} / ${load.after}`);
  row('display', `1 Chromium on ${r.config.displayPath} + ${r.config.subscribers} protocol subscribers`);
  row(
    'presses (rate achieved)',
    `${r.config.presses} at ${r.config.rate}/s (${r.throughput.achievedPressRate}/s), ` +
      `${r.config.warmup} warm-up, ≤ ${r.config.maxOpen} open`,
  );
  row(
    'clock offset page − bench before / after',
    `${r.clock.before.offsetMs.toFixed(2)} / ${r.clock.after.offsetMs.toFixed(2)} ms ` +
      `(± ${(Math.max(r.clock.before.roundTripMs, r.clock.after.roundTripMs) / 2).toFixed(2)} ms)`,
  );
  console.log('');
  console.log(`${'ms'.padEnd(50)} p50 / p95 / p99 / max`);
  row('press → tile rendered (DOM, MutationObserver)', counted(d.renderedMs));
  row('press → next animation frame', counted(d.framedMs));
  row('press → tile removed (closing press)', counted(d.removedMs));
  row('tile rendered − median subscriber receipt', counted(d.renderAfterProtocolMs));
  row('press → receipt, every subscriber', pct(s.latencyMs));
  row('press → receipt, slowest subscriber', pct(s.allReachedMs));
  row('press → simulator answer', pct(r.simulatorAnswerMs));
  console.log('');
  row('tiles rendered / opening presses', `${d.rendered} / ${d.opens}`);
  row('tiles removed / closing presses', `${d.removed} / ${d.closes}`);
  if (d.missingTiles.length) row('!!! TILES NEVER RENDERED (call ids)', d.missingTiles.join(', '));
  if (d.missingRemovals.length) row('!!! TILES NEVER REMOVED (call ids)', d.missingRemovals.join(', '));
  row('subscriber deliveries expected / received', `${s.expected} / ${s.received}`);
  if (s.lost) row('!!! SUBSCRIBER DELIVERIES LOST', String(s.lost));
  if (s.duplicates || s.seqRegressions) row('DUPLICATES / SEQ REGRESSIONS', `${s.duplicates} / ${s.seqRegressions}`);
  for (const p of s.problems) row('SUBSCRIBER PROBLEM', p);
  for (const p of r.failedPresses) row('FAILED PRESS', `#${p.index} device ${p.device} ${p.action}: ${p.error}`);
  for (const p of d.problems) row('DISPLAY PROBLEM', p);
  row('page long tasks (> 50 ms) count / max', `${d.longTasks.count} / ${d.longTasks.maxMs} ms`);
  const c = r.cpuPercentOfOneCore;
  const cpu = (x: number | null) => (x === null ? '?' : `${x} %`);
  row(
    'CPU %/core server / sim / chromium / bench / other',
    `${cpu(c.server)} / ${cpu(c.simulator)} / ${cpu(c.chromium)} / ${cpu(c.bench)} / ${cpu(c.otherProcesses)}`,
  );
  if ((c.otherProcesses ?? 0) > 15) {
    console.log(`NOTE: other processes took ${c.otherProcesses} % of a core during the run: latencies are skewed`);
  }
  row('bench event-loop delay p99 / max', `${r.client.eventLoopDelayMs.p99} / ${r.client.eventLoopDelayMs.max} ms`);
  console.log('');
  const t = r.target;
  console.log(
    t.measuredP99Ms === null
      ? `TARGET p99 ≤ ${t.p99Ms} ms: not measured (no tile rendered)`
      : `TARGET press → rendered p99 ≤ ${t.p99Ms} ms: ${t.holds ? 'HOLDS' : 'MISSED'} (p99 ${t.measuredP99Ms} ms)`,
  );
}

/** bench/results is git-ignored: results are kept locally and quoted in README/PRs. */
export function writeResult(r: DisplayLatencyResult): string {
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `display-latency-${r.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(r, null, 2)}\n`);
  return file;
}
