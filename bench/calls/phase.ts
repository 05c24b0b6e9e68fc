// One measured series of presses: driven open loop at the simulator, drained, joined with the
// receipts of every subscriber, with the CPU each process used over it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { drive, type Press, type SimClient } from './driver';
import type { InspectorLink } from './inspector';
import type { SubscriberPool } from './pool';
import { machineCpuSeconds, sampleProcess } from './stack';
import { complete, type Joined, join, type Percentiles, round1 } from './stats';

export interface PhaseOptions {
  name: string;
  presses: number;
  rate: number;
  maxOpen: number;
  drainMs: number;
  signal: AbortSignal;
}

export interface Processes {
  serverPid: number | null;
  simPid: number | null;
  inspector: InspectorLink | null;
}

export interface GroupResult {
  subscribers: number;
  latencyMs: Percentiles | null;
  /** Press → receipt at the slowest subscriber of the group, per press ("rendered on every display"). */
  allReachedMs: Percentiles | null;
  byQuarter: Joined['byQuarter'];
  worst: Joined['worst'];
  expected: number;
  received: number;
  missing: Joined['missing'];
}

export interface PhaseResult {
  name: string;
  presses: number;
  rate: number;
  achievedRate: number;
  failedPresses: Joined['failedPresses'];
  displays: GroupResult | null;
  phones: GroupResult | null;
  simulatorAnswerMs: Percentiles | null;
  lost: number;
  duplicates: number;
  seqRegressions: number;
  /** (press, subscriber) receipts and frames per second, first press to last receipt. */
  callEventsPerSecond: number | null;
  framesPerSecond: number | null;
  /** Server CPU time over the phase ÷ frames delivered: what one frame costs it, all its work included. */
  serverCpuPerFrameUs: number | null;
  /** % of one core over the phase; `other` is the machine minus ours. */
  cpu: { server: number | null; simulator: number | null; bench: number | null; other: number | null };
  /** Event-loop utilisation of the busiest subscriber thread (1: the bench itself lagged). */
  busiestBenchThread: number;
  benchLoopDelayP99Ms: number;
}

/**
 * Waits until every subscriber has every event of these presses. A server that is behind is still
 * delivering: only `drainMs` without a single delivery ends the wait (the overall timeout bounds it).
 */
export async function drained(presses: Press[], subs: SubscriberPool, drainMs: number, signal: AbortSignal) {
  let seen = subs.deliveries;
  let quietSince = performance.now();
  while (!complete(presses, subs) && !signal.aborted && performance.now() - quietSince < drainMs) {
    await new Promise((ok) => setTimeout(ok, 50));
    if (subs.deliveries !== seen) {
      seen = subs.deliveries;
      quietSince = performance.now();
    }
  }
}

function groupResult(presses: Press[], subs: SubscriberPool, name: 'displays' | 'phones'): GroupResult | null {
  const group = subs.groups.find((g) => g.name === name);
  if (!group) return null;
  const j = join(presses, subs, group);
  return {
    subscribers: group.to - group.from,
    latencyMs: j.latency,
    allReachedMs: j.allReached,
    byQuarter: j.byQuarter,
    worst: j.worst,
    expected: j.expected,
    received: j.received,
    missing: j.missing.slice(0, 20),
  };
}

const used = (from: { cpuSeconds: number } | null, to: { cpuSeconds: number } | null) =>
  from && to ? to.cpuSeconds - from.cpuSeconds : null;

/** Presses at `rate`, every delivery awaited; `devices` must be free (no call of theirs open). */
export async function runPhase(
  p: Processes,
  subs: SubscriberPool,
  sim: SimClient,
  devices: Awaited<ReturnType<SimClient['devices']>>,
  o: PhaseOptions,
  profile = false,
): Promise<{ result: PhaseResult; profile?: unknown }> {
  console.error(`[bench] ${o.name}: ${o.presses} presses at ${o.rate}/s`);
  subs.reset();
  // The bench's own event loop presses and keeps the receipts: if it lags, presses go out late.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  if (profile) {
    await p.inspector?.send('Profiler.enable');
    await p.inspector?.send('Profiler.start');
  }
  const elu = subs.eluSnapshot();
  const before = {
    server: sampleProcess(p.serverPid),
    sim: sampleProcess(p.simPid),
    bench: process.cpuUsage(),
    machine: machineCpuSeconds(),
  };
  const start = performance.now();
  const presses = await drive(sim, devices, { presses: o.presses, rate: o.rate, maxOpen: o.maxOpen, signal: o.signal });
  const pressSeconds = (performance.now() - start) / 1000;
  await drained(presses, subs, o.drainMs, o.signal);
  const seconds = (performance.now() - start) / 1000;
  loopDelay.disable();
  const server = used(before.server, sampleProcess(p.serverPid));
  const simulator = used(before.sim, sampleProcess(p.simPid));
  const benchUsage = process.cpuUsage(before.bench);
  const bench = (benchUsage.user + benchUsage.system) / 1e6;
  const machineNow = machineCpuSeconds();
  const machine = before.machine !== null && machineNow !== null ? machineNow - before.machine : null;
  const other = machine !== null && server !== null ? Math.max(0, machine - server - (simulator ?? 0) - bench) : null;
  const share = (s: number | null) => (s === null ? null : round1((s / seconds) * 100));
  const profiled = profile ? (await p.inspector?.send<{ profile: unknown }>('Profiler.stop'))?.profile : undefined;
  if (profile) await p.inspector?.detach();

  const all = join(presses, subs);
  const result: PhaseResult = {
    name: o.name,
    presses: o.presses,
    rate: o.rate,
    achievedRate: round1(o.presses / pressSeconds),
    failedPresses: all.failedPresses.slice(0, 20),
    displays: groupResult(presses, subs, 'displays'),
    phones: groupResult(presses, subs, 'phones'),
    simulatorAnswerMs: all.simAnswer,
    lost: all.expected - all.received,
    duplicates: subs.duplicates,
    seqRegressions: subs.seqRegressions,
    callEventsPerSecond: all.windowSeconds ? Math.round(all.received / all.windowSeconds) : null,
    framesPerSecond: all.windowSeconds ? Math.round(subs.deliveries / all.windowSeconds) : null,
    serverCpuPerFrameUs: server !== null && subs.deliveries > 0 ? Math.round((server / subs.deliveries) * 1e6) : null,
    cpu: { server: share(server), simulator: share(simulator), bench: share(bench), other: share(other) },
    busiestBenchThread: subs.busiestThread(elu),
    benchLoopDelayP99Ms: round1(loopDelay.percentile(99) / 1e6),
  };
  return { result, profile: profiled };
}

/** Something a display would not show, or showed twice. */
export const broken = (r: PhaseResult) =>
  r.lost > 0 || r.failedPresses.length > 0 || r.duplicates > 0 || r.seqRegressions > 0;
