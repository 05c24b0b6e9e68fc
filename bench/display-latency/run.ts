// Press → rendered on a real display (DESIGN §7: p99 ≤ 250 ms with 200 displays connected): the server
// and the simulator as real processes, 200 protocol-level subscribers (bench/calls) as the other
// displays, and one headless Chromium showing /display whose DOM is watched for call tiles. Run from
// the repository root:
//   npx tsx bench/display-latency/run.ts [--presses 100] [--subscribers 200] [--rate 20]
// Prints a table and writes bench/results/display-latency-<timestamp>.json. Exit code 0: every tile
// rendered and the p99 target held; 3: every tile rendered, target missed; 2: a tile, a delivery or a
// press was lost or failed; 1: the bench broke.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, platform, release } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { drive, type Press, SimClient } from '../calls/driver';
import { defaultThreads, SubscriberPool } from '../calls/pool';
import { setUpServer, waitForLink, waitForOpenCalls } from '../calls/setup';
import {
  cleanup,
  machineCpuSeconds,
  onCleanup,
  ROOT,
  sampleProcess,
  startServerProcess,
  startSimulatorProcess,
} from '../calls/stack';
import { complete, eventKey, join as joinReceipts, percentiles, round1 } from '../calls/stats';
import { subscriptionQuery } from '../calls/subscription';
import { codeVersion, numberFlag } from '../shared/run-info';
import { type ClockOffset, clockOffset, type Display, openDisplay, readStamps, type TileStamps } from './browser';
import { type Counted, type DisplayLatencyResult, printResult, writeResult } from './report';

const { values: args } = parseArgs({
  options: {
    presses: { type: 'string', default: '100' },
    subscribers: { type: 'string', default: '200' },
    // As bench/calls, so the two read side by side.
    rate: { type: 'string', default: '20' },
    // Not measured: a cold JIT (server and page) is not what is measured, and the display proves it
    // shows calls before the measured presses start.
    warmup: { type: 'string', default: '20' },
    'max-open': { type: 'string', default: '8' },
    system: { type: 'string', default: '01' },
    // The display's address on the server (a profile slug or query parameters may follow).
    path: { type: 'string', default: '/display' },
    // Whole run, s.
    timeout: { type: 'string', default: '300' },
    // After the last press: late tiles and deliveries are awaited while any keeps arriving; this long
    // without any progress ends the wait and what is missing then counts as lost, ms.
    drain: { type: 'string', default: '5000' },
    // On a shared machine: before the warm-up, wait up to this long (s) for a few seconds in which other
    // processes use less than 15 % of a core, then measure anyway (the table says how busy it was).
    'wait-quiet': { type: 'string', default: '0' },
  },
});

/** Every call the bench opens it also closes: an even number of presses. */
const even = (n: number) => Math.ceil(n / 2) * 2;

const SUBSCRIBERS = Math.floor(numberFlag('subscribers', args.subscribers, 0));
const PRESSES = Math.max(2, even(numberFlag('presses', args.presses, 1)));
const WARMUP = Math.max(2, even(numberFlag('warmup', args.warmup, 0)));
const RATE = numberFlag('rate', args.rate, 0.1);
const MAX_OPEN = Math.floor(numberFlag('max-open', args['max-open'], 1));
const TIMEOUT_MS = numberFlag('timeout', args.timeout, 1) * 1000;
const DRAIN_MS = numberFlag('drain', args.drain, 0);
const WAIT_QUIET_MS = numberFlag('wait-quiet', args['wait-quiet'], 0) * 1000;
const SYSTEM = args.system ?? '01';
const DISPLAY_PATH = args.path?.startsWith('/') ? args.path : `/${args.path ?? 'display'}`;
/** DESIGN §7. */
const TARGET_P99_MS = 250;

const RESULTS = join(ROOT, 'bench', 'results');

/** The server serves apps/web/dist; without it there is no display to measure. */
function ensureWebBuild(): boolean {
  if (existsSync(join(ROOT, 'apps/web/dist/index.html'))) return false;
  console.error('[bench] apps/web/dist is missing: npm run build -w @wardlight/web');
  const built = spawnSync('npm', ['run', 'build', '-w', '@wardlight/web'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0 || !existsSync(join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error(`the web build failed (exit ${built.status})`);
  }
  return true;
}

/** Parent pid of every process (Linux /proc), to find Chromium's processes below ours. */
function parents(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      byPid.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/**
 * CPU seconds of every process below ours except the server's and the simulator's: Chromium's
 * browser, GPU, network and renderer processes. One that ended in between drops out of the sum.
 */
function chromiumCpu(exclude: readonly number[]): Map<number, number> {
  const byPid = parents();
  const ours = new Set<number>([process.pid]);
  const skip = new Set(exclude);
  const cpu = new Map<number, number>();
  // Parents have lower pids only usually: repeat until nothing new is found (bounded by the count).
  for (let round = 0, grew = true; grew && round < byPid.size; round++) {
    grew = false;
    for (const [pid, ppid] of byPid) {
      if (ours.has(pid) || skip.has(pid) || !ours.has(ppid)) continue;
      ours.add(pid);
      grew = true;
      const sample = sampleProcess(pid);
      if (sample) cpu.set(pid, sample.cpuSeconds);
    }
  }
  return cpu;
}

function cpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, seconds] of after) sum += Math.max(0, seconds - (before.get(pid) ?? 0));
  return sum;
}

/** Busy CPU seconds of everything on the machine that is not ours (server, simulator, Chromium, bench). */
function othersCpu(exclude: readonly number[]): number | null {
  const machine = machineCpuSeconds();
  if (machine === null) return null;
  let ours = (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
  for (const pid of exclude) ours += sampleProcess(pid)?.cpuSeconds ?? 0;
  for (const seconds of chromiumCpu(exclude).values()) ours += seconds;
  return machine - ours;
}

/**
 * Waits (at most WAIT_QUIET_MS) until other processes have used < 15 % of a core for 3 s in a row, so
 * that a test suite running beside the bench on a shared machine does not end up in the numbers.
 */
async function waitForQuiet(exclude: readonly number[]): Promise<void> {
  if (WAIT_QUIET_MS <= 0) return;
  const until = performance.now() + WAIT_QUIET_MS;
  let quiet = 0;
  let last = othersCpu(exclude);
  if (last === null) return;
  console.error(`[bench] waiting up to ${WAIT_QUIET_MS / 1000} s for other processes to go quiet`);
  while (performance.now() < until) {
    await new Promise((ok) => setTimeout(ok, 1000));
    const now = othersCpu(exclude);
    if (now === null) return;
    quiet = now - last < 0.15 ? quiet + 1 : 0;
    last = now;
    if (quiet >= 3) {
      console.error('[bench] quiet: measuring');
      return;
    }
  }
  console.error('[bench] the machine did not go quiet: measuring anyway');
}

const counted = (values: number[]): Counted => {
  const p = percentiles(values);
  return p ? { ...p, count: values.length } : null;
};

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/** Everything the display owes for these presses: a tile per opened call, its removal per closed one. */
function displayComplete(presses: Press[], stamps: TileStamps): boolean {
  for (const p of presses) {
    if (p.callId === undefined || p.error) continue;
    const seen = p.action === 'open' ? stamps.appeared : stamps.removed;
    if (!(String(p.callId) in seen)) return false;
  }
  return true;
}

/**
 * Waits until the display and every subscriber have everything of these presses. While anything
 * still arrives the wait goes on; DRAIN_MS without progress (or the overall timeout) ends it.
 */
async function drained(presses: Press[], subs: SubscriberPool, display: Display, signal: AbortSignal) {
  const progress = (stamps: TileStamps) =>
    subs.deliveries + Object.keys(stamps.appeared).length + Object.keys(stamps.removed).length;
  let stamps = await readStamps(display.page);
  let seen = progress(stamps);
  let quietSince = performance.now();
  while (
    !(complete(presses, subs) && displayComplete(presses, stamps)) &&
    !signal.aborted &&
    performance.now() - quietSince < DRAIN_MS
  ) {
    await new Promise((ok) => setTimeout(ok, 100));
    stamps = await readStamps(display.page);
    if (progress(stamps) !== seen) {
      seen = progress(stamps);
      quietSince = performance.now();
    }
  }
  return stamps;
}

interface DisplayJoin {
  opens: number;
  closes: number;
  missingTiles: number[];
  missingRemovals: number[];
  rendered: number[];
  framed: number[];
  removed: number[];
  renderAfterProtocol: number[];
}

/** Press (bench clock) against the page's stamps, moved onto the bench clock by the measured offset. */
function joinDisplay(presses: Press[], stamps: TileStamps, subs: SubscriberPool, offsetMs: number): DisplayJoin {
  // Page epoch ms → the bench's clock that Press.pressedAt is on (epoch ms too, bench/calls/wire.ts `now`).
  const toBench = (pageEpoch: number) => pageEpoch - offsetMs;
  const out: DisplayJoin = {
    opens: 0,
    closes: 0,
    missingTiles: [],
    missingRemovals: [],
    rendered: [],
    framed: [],
    removed: [],
    renderAfterProtocol: [],
  };
  for (const press of presses) {
    if (press.callId === undefined || press.error) continue;
    const id = String(press.callId);
    if (press.action === 'close') {
      out.closes++;
      const at = stamps.removed[id];
      if (at === undefined) out.missingRemovals.push(press.callId);
      else out.removed.push(toBench(at) - press.pressedAt);
      continue;
    }
    out.opens++;
    const at = stamps.appeared[id];
    if (at === undefined) {
      out.missingTiles.push(press.callId);
      continue;
    }
    out.rendered.push(toBench(at) - press.pressedAt);
    const framed = stamps.framed[id];
    if (framed !== undefined) out.framed.push(toBench(framed) - press.pressedAt);
    const row = subs.receipts.get(eventKey('open', press.callId));
    const protocol = row ? median([...row].filter((t) => !Number.isNaN(t))) : null;
    if (protocol !== null) out.renderAfterProtocol.push(toBench(at) - protocol);
  }
  return out;
}

async function main(): Promise<number> {
  // Before anything of ours runs: work left on the machine by others skews every number.
  const loadBefore = round1(loadavg()[0] ?? 0);
  const builtWeb = ensureWebBuild();

  const sim = await startSimulatorProcess();
  const server = await startServerProcess(false);
  const cookie = await setUpServer(server.url, sim.url);
  await waitForLink(server.url, cookie);
  const openBefore = await waitForOpenCalls(server.url, SYSTEM);
  const simClient = new SimClient(sim.url);
  const devices = await simClient.devices();
  if (devices.length < 2) throw new Error(`the simulator offers ${devices.length} free devices with an alert button`);
  console.error(
    `[bench] server ${server.url} (pid ${server.child.pid}), simulator ${sim.url}, ${devices.length} devices, ` +
      `${openBefore} calls open before`,
  );

  const subs = new SubscriberPool({
    wsUrl: `${server.url.replace(/^http/, 'ws')}/ws/backend`,
    system: SYSTEM,
    query: subscriptionQuery('ids'),
    displays: SUBSCRIBERS,
    phones: 0,
    phoneTokens: [],
    threads: defaultThreads(),
  });
  onCleanup(() => subs.close());
  if (SUBSCRIBERS > 0) await subs.open();
  console.error(`[bench] ${SUBSCRIBERS} subscribers connected`);

  const display = await openDisplay(`${server.url}${DISPLAY_PATH}`);
  onCleanup(() => display.browser.close());
  const chromiumVersion = `Chromium ${display.browser.version()}`;
  console.error(`[bench] ${chromiumVersion} shows ${DISPLAY_PATH} (${display.tilesAtStart} tiles)`);

  const exclude = [server.child.pid, sim.child.pid];
  await waitForQuiet(exclude);
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  console.error(`[bench] warm-up: ${WARMUP} presses`);
  const warm = await drive(simClient, devices, { presses: WARMUP, rate: RATE, maxOpen: MAX_OPEN, signal });
  // A failing press leaves a device in an unknown state: the measured run would inherit it.
  const failed = warm.find((p) => p.error);
  if (failed) throw new Error(`warm-up press ${failed.index} on device ${failed.device} failed: ${failed.error}`);
  const warmStamps = await drained(warm, subs, display, signal);
  if (!displayComplete(warm, warmStamps)) {
    mkdirSync(RESULTS, { recursive: true });
    const shot = join(RESULTS, `display-latency-failure-${Date.now()}.png`);
    await display.page.screenshot({ path: shot }).catch(() => undefined);
    throw new Error(
      `the display did not show (or did not clear) the warm-up calls; screenshot ${shot}\n${display.problems.join('\n')}`,
    );
  }
  subs.reset();

  const loadAtMeasure = round1(loadavg()[0] ?? 0);
  const clockBefore = await clockOffset(display.page);
  console.error(`[bench] measuring: ${PRESSES} presses at ${RATE}/s`);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const before = {
    server: sampleProcess(server.child.pid),
    sim: sampleProcess(sim.child.pid),
    chromium: chromiumCpu(exclude),
    bench: process.cpuUsage(),
    machine: machineCpuSeconds(),
  };
  const runStart = performance.now();
  const presses = await drive(simClient, devices, { presses: PRESSES, rate: RATE, maxOpen: MAX_OPEN, signal });
  const pressSeconds = (performance.now() - runStart) / 1000;
  const stamps = await drained(presses, subs, display, signal);
  const cpuSeconds = (performance.now() - runStart) / 1000;
  loopDelay.disable();
  const after = {
    server: sampleProcess(server.child.pid),
    sim: sampleProcess(sim.child.pid),
    chromium: chromiumCpu(exclude),
    bench: process.cpuUsage(before.bench),
    machine: machineCpuSeconds(),
  };
  const clockAfter = await clockOffset(display.page);
  const appliedOffsetMs = (clockBefore.offsetMs + clockAfter.offsetMs) / 2;

  const shown = joinDisplay(presses, stamps, subs, appliedOffsetMs);
  const receipts = joinReceipts(presses, subs);
  const renderedMs = counted(shown.rendered);

  const share = (seconds: number | null) => (seconds === null ? null : round1((seconds / cpuSeconds) * 100));
  const used = (from: { cpuSeconds: number } | null, to: { cpuSeconds: number } | null) =>
    from && to ? to.cpuSeconds - from.cpuSeconds : null;
  const serverCpu = used(before.server, after.server);
  const simCpu = used(before.sim, after.sim);
  const chromiumSeconds = cpuDelta(before.chromium, after.chromium);
  const benchCpu = (after.bench.user + after.bench.system) / 1e6;
  const machineCpu = before.machine !== null && after.machine !== null ? after.machine - before.machine : null;
  const otherCpu =
    machineCpu !== null && serverCpu !== null
      ? Math.max(0, machineCpu - serverCpu - (simCpu ?? 0) - chromiumSeconds - benchCpu)
      : null;

  const result: DisplayLatencyResult = {
    benchmark: 'display-latency',
    at: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? '?',
      node: process.version,
      os: `${platform()} ${release()}`,
      chromium: chromiumVersion,
      loadAverage1m: { start: loadBefore, measure: loadAtMeasure, after: round1(loadavg()[0] ?? 0) },
    },
    code: codeVersion(),
    config: {
      subscribers: SUBSCRIBERS,
      presses: PRESSES,
      warmup: WARMUP,
      rate: RATE,
      maxOpen: MAX_OPEN,
      devices: devices.length,
      displayPath: DISPLAY_PATH,
      builtWeb,
    },
    clock: {
      before: roundOffset(clockBefore),
      after: roundOffset(clockAfter),
      appliedOffsetMs: round2(appliedOffsetMs),
    },
    display: {
      opens: shown.opens,
      rendered: shown.rendered.length,
      missingTiles: shown.missingTiles,
      renderedMs,
      framedMs: counted(shown.framed),
      closes: shown.closes,
      removed: shown.removed.length,
      missingRemovals: shown.missingRemovals,
      removedMs: counted(shown.removed),
      renderAfterProtocolMs: counted(shown.renderAfterProtocol),
      longTasks: { count: stamps.longTasks.length, maxMs: Math.max(0, ...stamps.longTasks) },
      tilesAtStart: display.tilesAtStart,
      problems: display.problems.slice(0, 20),
    },
    subscribers: {
      expected: receipts.expected,
      received: receipts.received,
      lost: receipts.expected - receipts.received,
      duplicates: subs.duplicates,
      seqRegressions: subs.seqRegressions,
      latencyMs: receipts.latency,
      allReachedMs: receipts.allReached,
      problems: subs.problems.slice(0, 20),
    },
    failedPresses: receipts.failedPresses.slice(0, 20),
    simulatorAnswerMs: receipts.simAnswer,
    target: {
      p99Ms: TARGET_P99_MS,
      measuredP99Ms: renderedMs?.p99 ?? null,
      holds: renderedMs !== null && renderedMs.p99 <= TARGET_P99_MS,
    },
    throughput: { pressSeconds: round1(pressSeconds), achievedPressRate: round1(PRESSES / pressSeconds) },
    cpuPercentOfOneCore: {
      server: share(serverCpu),
      simulator: share(simCpu),
      chromium: share(chromiumSeconds),
      bench: share(benchCpu),
      otherProcesses: share(otherCpu),
    },
    client: {
      eventLoopDelayMs: { p99: round1(loopDelay.percentile(99) / 1e6), max: round1(loopDelay.max / 1e6) },
    },
  };

  printResult(result);
  console.log(`\nwritten ${writeResult(result)}`);
  const broken =
    shown.missingTiles.length > 0 ||
    shown.missingRemovals.length > 0 ||
    result.subscribers.lost > 0 ||
    result.failedPresses.length > 0 ||
    subs.duplicates > 0 ||
    subs.problems.length > 0;
  if (broken) return 2;
  return result.target.holds ? 0 : 3;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const roundOffset = (c: ClockOffset): ClockOffset => ({
  offsetMs: round2(c.offsetMs),
  roundTripMs: round2(c.roundTripMs),
});

// Every way out cleans up: the browser closed, children stopped by their pids, temp directories
// removed. The overall timer is not unref'd: it also ends a run stuck on a promise nothing settles.
setTimeout(() => {
  console.error(`[bench] overall timeout of ${(TIMEOUT_MS + WAIT_QUIET_MS) / 1000} s: stopping`);
  void cleanup().then(() => process.exit(1));
}, TIMEOUT_MS + WAIT_QUIET_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping`);
    void cleanup().then(() => process.exit(130));
  });
}

main().then(
  async (code) => {
    await cleanup();
    process.exit(code);
  },
  async (error: unknown) => {
    console.error('[bench] failed:', error instanceof Error ? error.message : error);
    await cleanup();
    process.exit(1);
  },
);
