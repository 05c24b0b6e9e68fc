// The result of one run: printed as a table for people (one column per server measured), written as
// JSON for comparisons over time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchConfig } from './config';
import type { GroupResult, PhaseResult } from './phase';
import type { SideResult } from './side';
import { ROOT } from './stack';
import { median, type Percentiles } from './stats';
import type { StormResult } from './storm';

export interface CallsBenchResult {
  benchmark: 'calls';
  at: string;
  /** loadAverage1m: other work on the machine (a test run beside the bench) inflates every number. */
  machine: { cpus: number; cpu: string; node: string; os: string; loadAverage1m: number; loadAverageAfter1m: number };
  /** The commit of this checkout; dirty: apps/ or packages/ had uncommitted changes. */
  code: { commit: string; dirty: boolean } | null;
  config: Omit<BenchConfig, 'serverUrl' | 'simUrl'>;
  sides: Side[];
}

/** One column: a server measured (its CPU profiles go to files of their own). */
type Side = Omit<SideResult, 'profiles'>;

const pct = (p: Percentiles | null | undefined) => (p ? `${p.p50} / ${p.p95} / ${p.p99} / ${p.max}` : '—');
const num = (x: number | null | undefined, unit = '') => (x === null || x === undefined ? '?' : `${x}${unit}`);
const both = (a: number | null | undefined, b: number | null | undefined) => `${num(a)} / ${num(b)}`;

/** Rows of a section: a label and how to read it from each column's value (undefined: not measured). */
type Rows<T> = [string, (x: T) => string][];

function section<T>(title: string, columns: (T | undefined)[], rows: Rows<T>): void {
  console.log(`\n== ${title}`);
  for (const [label, read] of rows) {
    const cells = columns.map((c) => (c === undefined ? '—' : read(c)).padEnd(30));
    console.log(`${label.padEnd(44)} ${cells.join(' ')}`.trimEnd());
  }
}

/** Each group's latency row; the phones' says what their receipts are read from. */
const LATENCY_LABEL = {
  displays: 'displays: latency ms p50 / p95 / p99 / max',
  phones: 'phones (phoneCallsChanged) ms p50/p95/p99/max',
} as const;

function groupRows(name: 'displays' | 'phones'): Rows<PhaseResult> {
  const g = (p: PhaseResult): GroupResult | null => p[name];
  return [
    [LATENCY_LABEL[name], (p) => pct(g(p)?.latencyMs)],
    [`  slowest of the ${name}, per press`, (p) => pct(g(p)?.allReachedMs)],
    [
      '  p50/p99 by quarter of the run',
      (p) =>
        g(p)
          ?.byQuarter.map((q) => `${q.p50}/${q.p99}`)
          .join(' ') ?? '—',
    ],
    [
      '  slowest presses: ms @ s into the phase',
      (p) =>
        g(p)
          ?.worst.map((w) => `${w.ms}@${w.atS}`)
          .join(' ') ?? '—',
    ],
  ];
}

const PHASE: Rows<PhaseResult> = [
  ['press rate achieved /s', (p) => num(p.achievedRate)],
  ...groupRows('displays'),
  ...groupRows('phones'),
  ['simulator answer to the press (ms)', (p) => pct(p.simulatorAnswerMs)],
  [
    'receipts / expected (lost, dup, seq back)',
    (p) => {
      const received = (p.displays?.received ?? 0) + (p.phones?.received ?? 0);
      const expected = (p.displays?.expected ?? 0) + (p.phones?.expected ?? 0);
      return `${received} / ${expected} (${p.lost}, ${p.duplicates}, ${p.seqRegressions})`;
    },
  ],
  ['frames delivered per s', (p) => num(p.framesPerSecond)],
  ['server CPU per frame delivered (µs)', (p) => num(p.serverCpuPerFrameUs)],
  [
    'CPU %/core server / sim / bench / other',
    (p) => `${num(p.cpu.server)} / ${num(p.cpu.simulator)} / ${num(p.cpu.bench)} / ${num(p.cpu.other)}`,
  ],
  ['busiest bench thread (ELU) / loop p99 ms', (p) => `${p.busiestBenchThread} / ${p.benchLoopDelayP99Ms}`],
];

const mem = (key: 'rssMiB' | 'pssMiB' | 'heapMiB') => (s: Side) =>
  `${num(s.memory.idle[key])} / ${num(s.memory.connected[key])} / ${num(s.memory.after[key])}`;

const SIDE: Rows<Side> = [
  ['server from', (s) => s.serverRoot],
  ['subscribers: displays + phones', (s) => `${s.displays} + ${s.phones}`],
  ['all connected and first list in (ms)', (s) => num(s.connectMs)],
];

const MEMORY: Rows<Side> = [
  ['RSS MiB idle / connected / after', mem('rssMiB')],
  ['PSS MiB idle / connected / after', mem('pssMiB')],
  ['heap MiB idle / connected / after', mem('heapMiB')],
  ['per connection KiB: RSS / heap', (s) => both(s.perConnectionKiB.rss, s.perConnectionKiB.heap)],
  ['peak RSS MiB', (s) => num(s.memory.peakRssMiB)],
];

const STORM: Rows<StormResult> = [
  ['SIGTERM → exited / start → listening (ms)', (x) => both(x.stopMs, x.startMs)],
  ['listening → health 200 (ms)', (x) => num(x.healthyAfterListeningMs)],
  ['resynced / clients (replay incomplete)', (x) => `${x.resynced} / ${x.clients} (${x.withoutReplay})`],
  ['resynced after listening, p50/p95/p99/max', (x) => pct(x.resyncAfterListeningMs)],
  ['first reconnect accepted after listening', (x) => num(x.firstAcceptedAfterListeningMs)],
  ['first accepted → all resynced (ms)', (x) => num(x.allAfterFirstAcceptedMs)],
  ['connect attempts per client p50 / max', (x) => both(x.connectAttempts?.p50, x.connectAttempts?.max)],
  ['server CPU % average / busiest second', (x) => both(x.serverCpu.average, x.serverCpu.peakSecond)],
  ['bench CPU %', (x) => num(x.benchCpuPercent)],
  [
    'sockets closed, by code',
    (x) =>
      Object.entries(x.closes)
        .map(([c, n]) => `${n}×${c}`)
        .join(' '),
  ],
];

/** What a display or phone would not show, or show twice, printed loudly. */
function printProblems(s: Side): void {
  for (const p of s.phases) {
    const at = `${s.label}, ${p.name}`;
    if (p.lost > 0) console.log(`\n!!! ${at}: LOST ${p.lost} DELIVERIES: subscribers did not show a call change !!!`);
    const missing = [
      ...(p.displays?.missing ?? []).map((m) => ({ ...m, who: 'displays' })),
      ...(p.phones?.missing ?? []).map((m) => ({ ...m, who: 'phones' })),
    ];
    for (const miss of missing) {
      console.log(
        `!!!   press ${miss.index} (${miss.action} call ${miss.callId}): missing at ${miss.subscribers} ${miss.who}`,
      );
    }
    for (const f of p.failedPresses) console.log(`!!! ${at}: FAILED PRESS #${f.index} device ${f.device}: ${f.error}`);
    if (p.duplicates || p.seqRegressions) {
      console.log(`!!! ${at}: ${p.duplicates} duplicates, ${p.seqRegressions} seq regressions`);
    }
    if ((p.cpu.other ?? 0) > 15) {
      console.log(`NOTE: ${at}: other processes took ${p.cpu.other} % of a core: latencies are skewed`);
    }
  }
  for (const problem of s.subscriberProblems) console.log(`!!! ${s.label}: SUBSCRIBER PROBLEM ${problem}`);
  if (s.serverLogLines) console.log(`${s.label}: the server logged ${s.serverLogLines} lines (warn and worse)`);
}

export function printResult(r: CallsBenchResult): void {
  const m = r.machine;
  console.log(`\nload average ${m.loadAverage1m} before, ${m.loadAverageAfter1m} after (${m.cpus} cores, ${m.cpu})`);
  section(r.sides.map((s) => s.label).join(' | '), r.sides, SIDE);
  const names = [...new Set(r.sides.flatMap((s) => s.phases.map((p) => p.name)))];
  for (const name of names) {
    const phases = r.sides.map((s) => s.phases.find((p) => p.name === name));
    section(`${name}: ${phases.find(Boolean)?.presses} presses`, phases, PHASE);
  }
  section('server memory (after a forced GC)', r.sides, MEMORY);
  if (r.sides.some((s) => s.storm)) {
    section(
      'reconnect storm: server restarted with every subscriber attached',
      r.sides.map((s) => s.storm),
      STORM,
    );
  }
  for (const s of r.sides) printProblems(s);
}

/**
 * With --rounds: each side's p99 per run and their median, per phase and group — what a change is
 * judged by when single runs vary more than it does.
 */
export function printRounds(r: CallsBenchResult): void {
  if (r.config.rounds <= 1) return;
  const bySide = new Map<string, Side[]>();
  for (const s of r.sides) {
    const base = s.label.replace(/ #\d+$/, '');
    bySide.set(base, [...(bySide.get(base) ?? []), s]);
  }
  const names = [...new Set(r.sides.flatMap((s) => s.phases.map((p) => p.name)))];
  console.log(`\n== p99 ms of each of ${r.config.rounds} rounds, and their median`);
  for (const name of names)
    for (const group of ['displays', 'phones'] as const)
      for (const [side, runs] of bySide) {
        const p99s = runs.flatMap((s) => {
          const p99 = s.phases.find((p) => p.name === name)?.[group]?.latencyMs?.p99;
          return p99 === undefined ? [] : [p99];
        });
        if (!p99s.length) continue;
        const label = `${name}, ${group}, ${side}`;
        console.log(`${label.padEnd(44)} ${p99s.join(' / ')}  (median ${median(p99s)})`);
      }
}

/** bench/results is git-ignored: results are kept locally and quoted in README/PRs. */
export function writeResult(r: CallsBenchResult, profiles: { name: string; profile: unknown }[]): string[] {
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const stem = join(dir, `calls-${r.at.replace(/[:.]/g, '-')}`);
  writeFileSync(`${stem}.json`, `${JSON.stringify(r, null, 2)}\n`);
  const files = [`${stem}.json`];
  // Opens in Chrome DevTools (Performance) or VS Code.
  for (const { name, profile } of profiles) {
    const file = `${stem}-${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    files.push(file);
  }
  return files;
}
