// --reconnect-storm: the server is restarted with every subscriber attached. The subscribers reconnect
// on the display's own schedule (apps/web reconnect-policy: two attempts at once, then attempt × 250 ms,
// capped at 6 s) and subscribe again with the last seq they hold, as the display does. While the
// server is down one call is closed and two are opened at the simulator; a subscriber is resynced when
// its list holds exactly that again, and its replay (`since`) must name those three changes.
import type { Device, SimClient } from './driver';
import type { SubscriberPool } from './pool';
import { sampleProcess } from './stack';
import { eventKey, type Percentiles, percentiles, round1 } from './stats';
import { now } from './wire';

export interface StormResult {
  clients: number;
  resynced: number;
  /** SIGTERM → the old server exited. */
  stopMs: number;
  /** The new process started → it answers HTTP (tsx, PGlite, migrations check). */
  startMs: number;
  /** It answers HTTP → /backend/health says 200 (null: not within the storm). */
  healthyAfterListeningMs: number | null;
  /** Per client, from the new server answering HTTP to holding the expected list. */
  resyncAfterListeningMs: Percentiles | null;
  /** From the first reconnect the new server accepted to the last client resynced: the server's share. */
  allAfterFirstAcceptedMs: number | null;
  firstAcceptedAfterListeningMs: number | null;
  /** Clients whose replay after `since` did not name every change made while the server was down. */
  withoutReplay: number;
  connectAttempts: Percentiles | null;
  /** Server CPU, % of one core: over listening → last resynced, and the busiest second of it. */
  serverCpu: { average: number | null; peakSecond: number | null };
  benchCpuPercent: number | null;
  /** How the subscribers' sockets closed during the storm, by code (1012: the restart; 1006: refused). */
  closes: Record<string, number>;
}

export interface Restartable {
  url: string;
  /** Stops the server (SIGTERM, as a supervisor does) and resolves when it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and database; resolves when it answers HTTP. */
  start(spawned: (pid: number) => void): Promise<void>;
}

const STORM_TIMEOUT_MS = 120_000;

async function waitFor(what: string, done: () => boolean, signal: AbortSignal, ms = STORM_TIMEOUT_MS) {
  const until = performance.now() + ms;
  while (!done()) {
    if (signal.aborted || performance.now() > until) throw new Error(`reconnect storm: ${what} within ${ms} ms`);
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

/** Samples a process's CPU every 250 ms: the busiest second and the average, both from `from()` on. */
function cpuSampler(pid: number, from: () => number) {
  const samples: { at: number; cpu: number }[] = [];
  const take = () => {
    const s = sampleProcess(pid);
    if (s) samples.push({ at: now(), cpu: s.cpuSeconds });
  };
  take();
  const timer = setInterval(take, 250);
  return () => {
    clearInterval(timer);
    take();
    const start = from();
    const kept = samples.filter((x) => x.at >= start);
    samples.length = 0;
    samples.push(...kept);
    let peak: number | null = null;
    for (const [i, a] of samples.entries()) {
      const b = samples.slice(i).find((x) => x.at - a.at >= 1000);
      if (b) peak = Math.max(peak ?? 0, ((b.cpu - a.cpu) / ((b.at - a.at) / 1000)) * 100);
    }
    const first = samples[0];
    const last = samples[samples.length - 1];
    const average =
      first && last && last.at > first.at ? ((last.cpu - first.cpu) / ((last.at - first.at) / 1000)) * 100 : null;
    return { average: average === null ? null : round1(average), peakSecond: peak === null ? null : round1(peak) };
  };
}

export async function reconnectStorm(
  server: Restartable,
  subs: SubscriberPool,
  sim: SimClient,
  devices: Device[],
  signal: AbortSignal,
): Promise<StormResult> {
  const [a, b, c, d] = devices;
  if (!a || !b || !c || !d) throw new Error('reconnect storm: needs four free devices');
  const open = async (device: Device) => {
    await sim.press(device);
    return sim.alertOn(device.id);
  };
  // Before: two calls every subscriber holds.
  subs.reset();
  const before = [await open(a), await open(b)];
  await waitFor(
    'the calls opened before the restart did not reach every subscriber',
    () => before.every((id) => subs.received(eventKey('open', id)) === subs.count),
    signal,
  );
  console.error(`[bench] reconnect storm: restarting the server with ${subs.count} subscribers attached`);
  subs.reconnectOnClose();
  const stopAt = now();
  await server.stop();
  const exitedAt = now();
  // While it is down: only the event log can tell the subscribers of these.
  await sim.press(a);
  const opened = [await open(c), await open(d)];
  subs.expect({ open: [before[1] as number, ...opened], openedMeanwhile: opened, closed: [before[0] as number] });
  let listeningAt = Number.POSITIVE_INFINITY;
  let cpu: ReturnType<typeof cpuSampler> | null = null;
  const spawnAt = now();
  await server.start((pid) => {
    cpu = cpuSampler(pid, () => listeningAt);
  });
  listeningAt = now();
  const benchBefore = process.cpuUsage();
  let healthyAt: number | null = null;
  const resynced = () => subs.resynced.length >= subs.count;
  void (async () => {
    while (healthyAt === null && !resynced() && !signal.aborted) {
      const res = await fetch(`${server.url}/backend/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
      if (res?.ok) healthyAt = now();
      else await new Promise((ok) => setTimeout(ok, 100));
    }
  })();
  await waitFor('not every subscriber resynced', resynced, signal).catch((error: unknown) =>
    console.error(`[bench] ${error instanceof Error ? error.message : error}`),
  );
  const serverCpu = (cpu as ReturnType<typeof cpuSampler> | null)?.() ?? { average: null, peakSecond: null };
  const bench = process.cpuUsage(benchBefore);
  const seconds = (now() - listeningAt) / 1000;
  const done = subs.resynced;
  const firstAccepted = Math.min(...done.map((r) => r.connectedAt));
  const last = Math.max(...done.map((r) => r.at));
  return {
    clients: subs.count,
    resynced: done.length,
    stopMs: Math.round(exitedAt - stopAt),
    startMs: Math.round(listeningAt - spawnAt),
    healthyAfterListeningMs: healthyAt === null ? null : Math.round(healthyAt - listeningAt),
    resyncAfterListeningMs: percentiles(done.map((r) => r.at - listeningAt)),
    allAfterFirstAcceptedMs: done.length ? Math.round(last - firstAccepted) : null,
    firstAcceptedAfterListeningMs: done.length ? Math.round(firstAccepted - listeningAt) : null,
    withoutReplay: done.filter((r) => !r.replayed).length,
    connectAttempts: percentiles(done.map((r) => r.attempts)),
    serverCpu,
    closes: { ...subs.closes },
    benchCpuPercent: seconds > 0 ? round1(((bench.user + bench.system) / 1e6 / seconds) * 100) : null,
  };
}
