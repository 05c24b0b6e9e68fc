// Press → display latency of live calls (DESIGN §7: p99 ≤ 250 ms to every display with 200
// displays connected). Run from the repository root:
//   npx tsx bench/calls/run.ts [--subscribers 200] [--presses 200] [--rate 20]
//                              [--server-url http://127.0.0.1:8080 [--server-pid PID]] [--sim-url http://127.0.0.1:8081]
// Without URLs it starts the simulator and the server as child processes on temp directories and sets
// the server up over its API. Prints a table and writes bench/results/calls-<timestamp>.json.
// Exit code 0: every delivery arrived; 2: something was lost, doubled or failed; 1: the bench broke.
import { cpus, loadavg, platform, release } from 'node:os';
import { resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { codeVersion, numberFlag as count } from '../shared/run-info';
import { drive, type Press, SimClient } from './driver';
import { ACCEPTED_ALIASES, HostileClients } from './hostile';
import { type CpuProfile, Inspector, topSelfTime } from './inspector';
import { type CallsBenchResult, printResult, writeResult } from './report';
import { setUpServer, waitForLink, waitForOpenCalls } from './setup';
import {
  cleanup,
  machineCpuSeconds,
  onCleanup,
  sampleProcess,
  startServerProcess,
  startSimulatorProcess,
} from './stack';
import { complete, join as joinReceipts, round1 } from './stats';
import { Subscribers } from './subscribers';

const { values: args } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '200' },
    presses: { type: 'string', default: '200' },
    rate: { type: 'string', default: '20' },
    // Presses before the measured ones, so a cold JIT and cold caches are not what is measured.
    warmup: { type: 'string', default: '20' },
    'max-open': { type: 'string', default: '8' },
    'server-url': { type: 'string' },
    'server-pid': { type: 'string' },
    'sim-url': { type: 'string' },
    system: { type: 'string', default: '01' },
    // Whole run, s: a hung step ends the bench instead of the machine's patience.
    timeout: { type: 'string', default: '300' },
    // After the last press answered, late deliveries are awaited while they keep coming; a delivery
    // missing after this long without any delivery at all counts as lost, ms.
    drain: { type: 'string', default: '5000' },
    // A CPU profile of the server over the measured presses (bench/results/*.cpuprofile; slows it a little).
    profile: { type: 'boolean', default: false },
    // Start our server without --inspect: no forced-GC heap readings, no profile.
    'no-inspect': { type: 'boolean', default: false },
    // After the quiet measurement, the same presses again while N anonymous clients loop the heaviest
    // query a visitor may send; both are printed side by side.
    hostile: { type: 'string', default: '0' },
    // The strangers all come from 127.0.0.1; by default our server's per-address budget is off, so what
    // is measured is many addresses (or displays behind one NAT), the case the budget cannot stop.
    'keep-budget': { type: 'boolean', default: false },
    // Aliases of openCalls in the strangers' query: the server's limit by default; 5000 reproduces the
    // query of issue 10 against a server from before the limits.
    'hostile-aliases': { type: 'string', default: String(ACCEPTED_ALIASES) },
    // Start the server from another checkout (e.g. a worktree of an older commit with its own
    // node_modules) to measure "before" with this bench: the simulator and the bench stay ours.
    'server-root': { type: 'string' },
  },
});

/** Traffic stays on this machine: the bench must never load someone's real server. */
function loopback(name: string, value: string): string {
  const url = new URL(value);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new Error(`--${name} must point at 127.0.0.1 (loopback), got ${url.hostname}`);
  }
  return url.origin;
}

/** Every call the bench opens it also closes: an even number of presses. */
const even = (n: number) => Math.ceil(n / 2) * 2;

const SUBSCRIBERS = Math.floor(count('subscribers', args.subscribers, 1));
const PRESSES = Math.max(2, even(count('presses', args.presses, 1)));
const WARMUP = even(count('warmup', args.warmup, 0));
const RATE = count('rate', args.rate, 0.1);
const MAX_OPEN = Math.floor(count('max-open', args['max-open'], 1));
const TIMEOUT_MS = count('timeout', args.timeout, 1) * 1000;
const DRAIN_MS = count('drain', args.drain, 0);
const SYSTEM = args.system ?? '01';
const HOSTILE = Math.floor(count('hostile', args.hostile, 0));
const HOSTILE_ALIASES = Math.floor(count('hostile-aliases', args['hostile-aliases'], 1));
// Checked before anything starts.
const SERVER_URL = args['server-url'] ? loopback('server-url', args['server-url']) : undefined;
const SIM_URL = args['sim-url'] ? loopback('sim-url', args['sim-url']) : undefined;
const INSPECT = !SERVER_URL && !args['no-inspect'];
if (args.profile && !INSPECT) throw new Error('--profile needs a server the bench starts itself (with its inspector)');

interface Stack {
  serverUrl: string;
  serverPid: number | null;
  serverLogLines: () => number;
  inspector: Inspector | null;
  simUrl: string;
  simPid: number | null;
}

/** Our own processes, or the running ones the flags name. */
async function stack(): Promise<Stack> {
  const sim = SIM_URL
    ? { url: SIM_URL, pid: null }
    : await startSimulatorProcess().then((s) => ({ url: s.url, pid: s.child.pid }));
  if (SERVER_URL) {
    return {
      serverUrl: SERVER_URL,
      serverPid: args['server-pid'] ? Number(args['server-pid']) : null,
      serverLogLines: () => 0,
      inspector: null,
      simUrl: sim.url,
      simPid: sim.pid,
    };
  }
  const server = await startServerProcess(
    INSPECT,
    HOSTILE && !args['keep-budget'] ? { ANONYMOUS_RATE: '0' } : {},
    args['server-root'] ? resolve(args['server-root']) : undefined,
  );
  const cookie = await setUpServer(server.url, sim.url);
  await waitForLink(server.url, cookie);
  const inspector = server.inspectorUrl ? await Inspector.connect(server.inspectorUrl) : null;
  // Detached before the server is stopped: an attached session would hold its exit.
  if (inspector) onCleanup(() => inspector.close());
  return {
    serverUrl: server.url,
    serverPid: server.child.pid,
    serverLogLines: () => server.child.lines,
    inspector,
    simUrl: sim.url,
    simPid: sim.pid,
  };
}

/** What one more connection costs, KiB, from readings in MiB before and after SUBSCRIBERS connected. */
function perConnection(before: number | null | undefined, after: number | null | undefined): number | null {
  if (before == null || after == null) return null;
  return Math.round(((after - before) * 1024) / SUBSCRIBERS);
}

/**
 * Waits until every subscriber has every event of these presses. A server that is behind is still
 * delivering: only DRAIN_MS without a single delivery ends the wait (the overall timeout bounds it).
 */
async function drained(presses: Press[], subs: Subscribers, signal: AbortSignal): Promise<void> {
  let seen = subs.deliveries;
  let quietSince = performance.now();
  while (!complete(presses, subs) && !signal.aborted && performance.now() - quietSince < DRAIN_MS) {
    await new Promise((ok) => setTimeout(ok, 50));
    if (subs.deliveries !== seen) {
      seen = subs.deliveries;
      quietSince = performance.now();
    }
  }
}

async function main(): Promise<number> {
  // Before anything of ours runs: work left on the machine by others skews every number.
  const loadBefore = round1(loadavg()[0] ?? 0);
  const s = await stack();
  const openBefore = await waitForOpenCalls(s.serverUrl, SYSTEM);
  const sim = new SimClient(s.simUrl);
  const devices = await sim.devices();
  if (devices.length < 2) throw new Error(`the simulator offers ${devices.length} free devices with an alert button`);
  console.error(
    `[bench] server ${s.serverUrl} (pid ${s.serverPid ?? '?'}), simulator ${s.simUrl}, ${devices.length} devices, ` +
      `${openBefore} calls open before`,
  );

  /** Heap after a forced GC first, so the RSS read next is not mostly start-up garbage. */
  const memory = async () => {
    const heap = s.inspector ? await s.inspector.heapAfterGc() : null;
    return { heap, process: sampleProcess(s.serverPid) };
  };
  const idle = await memory();
  const subs = new Subscribers(`${s.serverUrl.replace(/^http/, 'ws')}/ws/backend`, SYSTEM, SUBSCRIBERS);
  onCleanup(() => subs.close());
  const connectStart = performance.now();
  await subs.open();
  const connectMs = performance.now() - connectStart;
  // Let connection setup garbage settle before reading what connections cost to hold.
  await new Promise((ok) => setTimeout(ok, 2000));
  const connected = await memory();
  console.error(`[bench] ${SUBSCRIBERS} subscribers connected in ${Math.round(connectMs)} ms`);

  const signal = AbortSignal.timeout(TIMEOUT_MS);
  if (WARMUP > 0) {
    console.error(`[bench] warm-up: ${WARMUP} presses`);
    const warm = await drive(sim, devices, { presses: WARMUP, rate: RATE, maxOpen: MAX_OPEN, signal });
    // A failing press leaves a device in an unknown state: the measured run would inherit it.
    const failed = warm.find((p) => p.error);
    if (failed) throw new Error(`warm-up press ${failed.index} on device ${failed.device} failed: ${failed.error}`);
    await drained(warm, subs, signal);
    subs.reset();
  }

  const quiet = await measure(s, subs, sim, devices, signal, 'quiet');
  const { presses, pressSeconds, cpuSeconds, before, after, loopDelay } = quiet;
  const profile = args.profile
    ? (await s.inspector?.send<{ profile: CpuProfile }>('Profiler.stop'))?.profile
    : undefined;
  const end = await memory();

  const joined = joinReceipts(presses, subs);
  const lost = joined.expected - joined.received;
  /** CPU used over the measured time, % of one core. */
  const share = (seconds: number | null) => (seconds === null ? null : round1((seconds / cpuSeconds) * 100));
  const serverCpu = used(before.server, after.server);
  const simCpu = used(before.sim, after.sim);
  const benchCpu = (after.bench.user + after.bench.system) / 1e6;
  const machineCpu = before.machine !== null && after.machine !== null ? after.machine - before.machine : null;
  const otherCpu =
    machineCpu !== null && serverCpu !== null ? Math.max(0, machineCpu - serverCpu - (simCpu ?? 0) - benchCpu) : null;

  const result: CallsBenchResult = {
    benchmark: 'calls',
    at: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? '?',
      node: process.version,
      os: `${platform()} ${release()}`,
      loadAverage1m: loadBefore,
    },
    code: codeVersion(),
    config: {
      subscribers: SUBSCRIBERS,
      presses: PRESSES,
      warmup: WARMUP,
      rate: RATE,
      maxOpen: MAX_OPEN,
      devices: devices.length,
      startedOwnProcesses: !SERVER_URL,
      profiled: Boolean(args.profile),
    },
    deliveries: {
      expected: joined.expected,
      received: joined.received,
      lost,
      duplicates: subs.duplicates,
      seqRegressions: subs.seqRegressions,
      missing: joined.missing.slice(0, 20),
      failedPresses: joined.failedPresses.slice(0, 20),
      subscriberProblems: subs.problems.slice(0, 20),
    },
    latencyMs: joined.latency,
    allSubscribersReachedMs: joined.allReached,
    simulatorAnswerMs: joined.simAnswer,
    latencyByQuarter: joined.byQuarter,
    throughput: {
      pressSeconds: round1(pressSeconds),
      windowSeconds: round1(joined.windowSeconds),
      achievedPressRate: round1(PRESSES / pressSeconds),
      callEventsPerSecond: joined.windowSeconds ? Math.round(joined.received / joined.windowSeconds) : null,
      messagesPerSecond: joined.windowSeconds ? Math.round(subs.deliveries / joined.windowSeconds) : null,
      messages: subs.deliveries,
    },
    server: {
      pid: s.serverPid,
      rssMiB: {
        idle: idle.process?.rssMiB ?? null,
        connected: connected.process?.rssMiB ?? null,
        after: end.process?.rssMiB ?? null,
      },
      peakRssMiB: end.process?.hwmMiB ?? null,
      heapAfterGcMiB: { idle: idle.heap, connected: connected.heap, after: end.heap },
      perConnectionKiB: {
        rss: perConnection(idle.process?.rssMiB, connected.process?.rssMiB),
        heap: perConnection(idle.heap, connected.heap),
      },
      logLines: s.serverLogLines(),
    },
    cpuPercentOfOneCore: {
      server: share(serverCpu),
      simulator: share(simCpu),
      bench: share(benchCpu),
      otherProcesses: share(otherCpu),
    },
    client: {
      connectMs: Math.round(connectMs),
      eventLoopDelayMs: { p99: round1(loopDelay.percentile(99) / 1e6), max: round1(loopDelay.max / 1e6) },
    },
  };

  let hostileBroken = false;
  if (HOSTILE > 0) {
    subs.reset();
    const strangers = new HostileClients(s.serverUrl, HOSTILE, SYSTEM, HOSTILE_ALIASES);
    onCleanup(() => strangers.kill());
    // The load is on before the first press: a second of it, so every stranger is in its loop.
    await new Promise((ok) => setTimeout(ok, 1000));
    const loaded = await measure(s, subs, sim, devices, signal, `hostile ×${HOSTILE}`);
    const load = await strangers.stop();
    const joinedLoaded = joinReceipts(loaded.presses, subs);
    const serverLoaded = used(loaded.before.server, loaded.after.server);
    result.hostile = {
      load,
      aliases: HOSTILE_ALIASES,
      budgetOn: Boolean(args['keep-budget']),
      latencyMs: joinedLoaded.latency,
      allSubscribersReachedMs: joinedLoaded.allReached,
      expected: joinedLoaded.expected,
      received: joinedLoaded.received,
      lost: joinedLoaded.expected - joinedLoaded.received,
      failedPresses: joinedLoaded.failedPresses.length,
      serverCpuPercent: serverLoaded === null ? null : round1((serverLoaded / loaded.cpuSeconds) * 100),
      // The strangers are a thread of this process: on two cores their CPU is the machine's too.
      benchCpuPercent: round1(((loaded.after.bench.user + loaded.after.bench.system) / 1e6 / loaded.cpuSeconds) * 100),
      machineCpuPercent:
        loaded.before.machine === null || loaded.after.machine === null
          ? null
          : round1(((loaded.after.machine - loaded.before.machine) / loaded.cpuSeconds) * 100),
      benchLoopDelayP99Ms: round1(loaded.loopDelay.percentile(99) / 1e6),
    };
    hostileBroken =
      result.hostile.lost > 0 || result.hostile.failedPresses > 0 || subs.duplicates > 0 || subs.problems.length > 0;
  }

  printResult(result);
  if (result.hostile) printHostile(result);
  const files = writeResult(result, profile);
  if (profile) {
    console.log('\nserver CPU profile, self time (profiling itself slows the server a little):');
    for (const { fn, percent } of topSelfTime(profile)) console.log(`${String(percent).padStart(6)} %  ${fn}`);
  }
  console.log(`\nwritten ${files.join(', ')}`);
  const broken = lost > 0 || joined.failedPresses.length > 0 || subs.duplicates > 0 || subs.problems.length > 0;
  return broken || hostileBroken ? 2 : 0;
}

interface Phase {
  presses: Press[];
  pressSeconds: number;
  cpuSeconds: number;
  before: Sample;
  after: Sample;
  loopDelay: ReturnType<typeof monitorEventLoopDelay>;
}

interface Sample {
  server: ReturnType<typeof sampleProcess>;
  sim: ReturnType<typeof sampleProcess>;
  bench: NodeJS.CpuUsage;
  machine: number | null;
}

/** One measured series of presses, drained, with the CPU each process used over it. */
async function measure(
  s: Stack,
  subs: Subscribers,
  sim: SimClient,
  devices: Awaited<ReturnType<SimClient['devices']>>,
  signal: AbortSignal,
  label: string,
): Promise<Phase> {
  console.error(`[bench] measuring (${label}): ${PRESSES} presses at ${RATE}/s`);
  // The bench's own event loop stamps receipts: if it lags, latencies are inflated by the client.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  if (args.profile && label === 'quiet') {
    await s.inspector?.send('Profiler.enable');
    await s.inspector?.send('Profiler.start');
  }
  const before: Sample = {
    server: sampleProcess(s.serverPid),
    sim: sampleProcess(s.simPid),
    bench: process.cpuUsage(),
    machine: machineCpuSeconds(),
  };
  const runStart = performance.now();
  const presses = await drive(sim, devices, { presses: PRESSES, rate: RATE, maxOpen: MAX_OPEN, signal });
  const pressSeconds = (performance.now() - runStart) / 1000;
  await drained(presses, subs, signal);
  const cpuSeconds = (performance.now() - runStart) / 1000;
  loopDelay.disable();
  const after: Sample = {
    server: sampleProcess(s.serverPid),
    sim: sampleProcess(s.simPid),
    bench: process.cpuUsage(before.bench),
    machine: machineCpuSeconds(),
  };
  return { presses, pressSeconds, cpuSeconds, before, after, loopDelay };
}

const used = (from: { cpuSeconds: number } | null, to: { cpuSeconds: number } | null) =>
  from && to ? to.cpuSeconds - from.cpuSeconds : null;

/** The quiet and the hostile run side by side. */
function printHostile(r: CallsBenchResult): void {
  const h = r.hostile as NonNullable<CallsBenchResult['hostile']>;
  const pct = (p: { p50: number; p99: number; max: number } | null) => (p ? `${p.p50} / ${p.p99} / ${p.max}` : '—');
  const row = (label: string, quiet: string, hostile: string) =>
    console.log(`${label.padEnd(36)} ${quiet.padEnd(26)} ${hostile}`);
  const statuses = Object.entries(h.load.statuses)
    .map(([code, n]) => `${n}×${code}`)
    .join(', ');
  console.log('');
  row('', 'quiet', `hostile (${h.load.clients} clients × ${h.aliases} aliases, budget ${h.budgetOn ? 'on' : 'off'})`);
  row('latency ms p50 / p99 / max', pct(r.latencyMs), pct(h.latencyMs));
  row('  slowest subscriber, per press', pct(r.allSubscribersReachedMs), pct(h.allSubscribersReachedMs));
  row(
    'deliveries received / expected',
    `${r.deliveries.received} / ${r.deliveries.expected}`,
    `${h.received} / ${h.expected}`,
  );
  row('server CPU % of one core', String(r.cpuPercentOfOneCore.server ?? '?'), String(h.serverCpuPercent ?? '?'));
  const c = r.cpuPercentOfOneCore;
  const machine = round1((c.server ?? 0) + (c.simulator ?? 0) + (c.bench ?? 0) + (c.otherProcesses ?? 0));
  row(
    'bench (+ strangers) / machine CPU %',
    `${c.bench ?? '?'} / ${machine}`,
    `${h.benchCpuPercent} / ${h.machineCpuPercent ?? '?'}`,
  );
  row('bench event-loop delay p99 ms', String(r.client.eventLoopDelayMs.p99), String(h.benchLoopDelayP99Ms));
  row(
    'hostile requests (per s)',
    '—',
    `${h.load.requests} (${h.load.perSecond}/s): ${statuses}, ${h.load.failures} failed`,
  );
}

// Every way out cleans up: children stopped by their pids, temp directories removed. The overall
// timer is not unref'd: it also ends a run stuck on a promise that nothing will settle.
setTimeout(() => {
  console.error(`[bench] overall timeout of ${TIMEOUT_MS / 1000} s: stopping`);
  void cleanup().then(() => process.exit(1));
}, TIMEOUT_MS);
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
