// The result of one run: printed as a table for people, written as JSON for comparisons over time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostileReport } from './hostile';
import { ROOT } from './stack';
import type { Joined, Percentiles } from './stats';

export interface CallsBenchResult {
  benchmark: 'calls';
  at: string;
  /** loadAverage1m: other work on the machine (a test run beside the bench) inflates every number. */
  machine: { cpus: number; cpu: string; node: string; os: string; loadAverage1m: number };
  /** The commit measured; dirty: apps/ or packages/ had uncommitted changes. */
  code: { commit: string; dirty: boolean } | null;
  config: {
    subscribers: number;
    presses: number;
    warmup: number;
    rate: number;
    maxOpen: number;
    devices: number;
    startedOwnProcesses: boolean;
    profiled: boolean;
  };
  deliveries: {
    expected: number;
    received: number;
    lost: number;
    duplicates: number;
    seqRegressions: number;
    missing: Joined['missing'];
    failedPresses: Joined['failedPresses'];
    subscriberProblems: string[];
  };
  /** Press → receipt, over every (press, subscriber) pair. */
  latencyMs: Percentiles | null;
  /** Press → receipt at the slowest subscriber, per press (the DESIGN §7 "every display" reading). */
  allSubscribersReachedMs: Percentiles | null;
  /** Press → the simulator's HTTP answer: the part of the latency that is not the server's. */
  simulatorAnswerMs: Percentiles | null;
  latencyByQuarter: { p50: number; p99: number }[];
  throughput: {
    pressSeconds: number;
    windowSeconds: number;
    achievedPressRate: number;
    callEventsPerSecond: number | null;
    messagesPerSecond: number | null;
    messages: number;
  };
  server: {
    pid: number | null;
    rssMiB: { idle: number | null; connected: number | null; after: number | null };
    peakRssMiB: number | null;
    /** V8 heap in use after a forced GC (through the inspector; null without it). */
    heapAfterGcMiB: { idle: number | null; connected: number | null; after: number | null };
    /** (connected − idle) / subscribers: the heap reading is steady, RSS moves with GC and allocator. */
    perConnectionKiB: { rss: number | null; heap: number | null };
    logLines: number;
  };
  /** From the first measured press until the last delivery; otherProcesses is the machine minus ours. */
  cpuPercentOfOneCore: {
    server: number | null;
    simulator: number | null;
    bench: number | null;
    otherProcesses: number | null;
  };
  client: { connectMs: number; eventLoopDelayMs: { p99: number; max: number } };
  /** --hostile N: the same presses again while N strangers loop the heaviest visitor query. */
  hostile?: {
    load: HostileReport;
    aliases: number;
    budgetOn: boolean;
    latencyMs: Percentiles | null;
    allSubscribersReachedMs: Percentiles | null;
    expected: number;
    received: number;
    lost: number;
    failedPresses: number;
    serverCpuPercent: number | null;
    benchCpuPercent: number;
    machineCpuPercent: number | null;
    benchLoopDelayP99Ms: number;
  };
}

export function printResult(r: CallsBenchResult): void {
  const row = (label: string, value: string) => console.log(`${label.padEnd(42)} ${value}`);
  const pct = (p: Percentiles | null) => (p ? `${p.p50} / ${p.p95} / ${p.p99} / ${p.max}` : '—');
  const mib = (x: number | null) => (x === null ? '?' : `${x} MiB`);
  const d = r.deliveries;
  console.log('');
  if (r.code) row('code', `${r.code.commit}${r.code.dirty ? ' + uncommitted changes in apps/ or packages/' : ''}`);
  row('subscribers', String(r.config.subscribers));
  row('presses (rate achieved)', `${r.config.presses} at ${r.config.rate}/s (${r.throughput.achievedPressRate}/s)`);
  row('deliveries expected / received', `${d.expected} / ${d.received}`);
  if (d.lost > 0) {
    console.log(`\n!!! LOST ${d.lost} DELIVERIES: displays did not show a call change !!!`);
    for (const m of d.missing) {
      console.log(`!!!   press ${m.index} (${m.action} call ${m.callId}): missing at ${m.subscribers} subscribers`);
    }
    console.log('');
  }
  for (const p of d.failedPresses) row('FAILED PRESS', `#${p.index} device ${p.device} ${p.action}: ${p.error}`);
  if (d.duplicates || d.seqRegressions) row('DUPLICATES / SEQ REGRESSIONS', `${d.duplicates} / ${d.seqRegressions}`);
  for (const p of d.subscriberProblems) row('SUBSCRIBER PROBLEM', p);
  row('latency ms p50 / p95 / p99 / max', pct(r.latencyMs));
  row('  slowest subscriber, per press', pct(r.allSubscribersReachedMs));
  row('  simulator answer to the press', pct(r.simulatorAnswerMs));
  row('  p50 / p99 by quarter of the run', r.latencyByQuarter.map((q) => `${q.p50}/${q.p99}`).join('  '));
  row(
    'call events delivered per s',
    `${r.throughput.callEventsPerSecond ?? '—'} (over ${r.throughput.windowSeconds} s)`,
  );
  row('messages delivered per s', String(r.throughput.messagesPerSecond ?? '—'));
  const rss = r.server.rssMiB;
  row('server RSS idle / connected / after', `${mib(rss.idle)} / ${mib(rss.connected)} / ${mib(rss.after)}`);
  row('server peak RSS', mib(r.server.peakRssMiB));
  const heap = r.server.heapAfterGcMiB;
  row('server heap after GC idle/connected/after', `${mib(heap.idle)} / ${mib(heap.connected)} / ${mib(heap.after)}`);
  const per = r.server.perConnectionKiB;
  const kib = (x: number | null) => (x === null ? '?' : `${x} KiB`);
  row('server per connection: RSS / heap', `${kib(per.rss)} / ${kib(per.heap)}`);
  const c = r.cpuPercentOfOneCore;
  const cpu = (x: number | null) => (x === null ? '?' : `${x} %`);
  row(
    'CPU %/core server / sim / bench / other',
    `${cpu(c.server)} / ${cpu(c.simulator)} / ${cpu(c.bench)} / ${cpu(c.otherProcesses)}`,
  );
  if ((c.otherProcesses ?? 0) > 15) {
    console.log(`NOTE: other processes took ${c.otherProcesses} % of a core during the run: latencies are skewed`);
  }
  if (r.server.logLines) row('server log lines (warn and worse)', String(r.server.logLines));
  row('bench event-loop delay p99 / max', `${r.client.eventLoopDelayMs.p99} / ${r.client.eventLoopDelayMs.max} ms`);
}

/** bench/results is git-ignored: results are kept locally and quoted in README/PRs. */
export function writeResult(r: CallsBenchResult, profile?: unknown): string[] {
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const stem = join(dir, `calls-${r.at.replace(/[:.]/g, '-')}`);
  writeFileSync(`${stem}.json`, `${JSON.stringify(r, null, 2)}\n`);
  if (!profile) return [`${stem}.json`];
  // Opens in Chrome DevTools (Performance) or VS Code.
  writeFileSync(`${stem}.cpuprofile`, JSON.stringify(profile));
  return [`${stem}.json`, `${stem}.cpuprofile`];
}
