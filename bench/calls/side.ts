// One server measured from start to end: its stack (simulator and server as child processes, or the
// running ones the flags name), the subscribers, the phases of presses, and the reconnect storm.
// With --compare-root the bench runs this twice, for the old server and ours.
import type { BenchConfig } from './config';
import { type Device, drive, SimClient } from './driver';
import { HostileClients, type HostileReport } from './hostile';
import { Inspector, InspectorLink } from './inspector';
import { broken, drained, type PhaseResult, type Processes, runPhase } from './phase';
import { hasPhoneApi, type PhoneTokens, phoneQueryOf, setUpPhones } from './phones';
import { SubscriberPool } from './pool';
import { setUpServer, waitForLink, waitForOpenCalls } from './setup';
import { type Child, pssOf, ROOT, sampleProcess, startServerProcess, startSimulatorProcess, stopChild } from './stack';
import { reconnectStorm, type StormResult } from './storm';
import { subscriptionQuery } from './subscription';

export interface Memory {
  /** VmRSS after a forced GC, MiB. */
  rssMiB: number | null;
  /** Proportional set size at the same moment, MiB (stack.ts). */
  pssMiB: number | null;
  /** V8 heap in use after a forced GC, MiB. */
  heapMiB: number | null;
}

export interface SideResult {
  label: string;
  /** The checkout the server ran from. */
  serverRoot: string;
  displays: number;
  phones: number;
  devices: number;
  connectMs: number;
  memory: { idle: Memory; connected: Memory; after: Memory; peakRssMiB: number | null };
  /** (connected − idle) / connections, KiB. */
  perConnectionKiB: { rss: number | null; heap: number | null };
  phases: PhaseResult[];
  hostile?: HostileReport & { aliases: number; budgetOn: boolean };
  storm?: StormResult;
  subscriberProblems: string[];
  serverLogLines: number;
  profiles: { name: string; profile: unknown }[];
}

interface OwnServer {
  child: Child;
  port: number;
  dataDir: string;
  inspector: InspectorLink | null;
}

export async function runSide(cfg: BenchConfig, label: string, root: string | undefined, signal: AbortSignal) {
  const started: Child[] = [];
  const closers: (() => Promise<void>)[] = [];
  try {
    return await measureSide(cfg, label, root ?? ROOT, signal, started, closers);
  } finally {
    // This side's processes end before the next side starts; stack.ts's cleanup is the last resort.
    for (const close of closers.reverse()) await close().catch(() => undefined);
    for (const child of started) await stopChild(child);
  }
}

async function measureSide(
  cfg: BenchConfig,
  label: string,
  root: string,
  signal: AbortSignal,
  started: Child[],
  closers: (() => Promise<void>)[],
): Promise<SideResult> {
  const simStarted = cfg.simUrl ? null : await startSimulatorProcess();
  if (simStarted) started.push(simStarted.child);
  const simUrl = cfg.simUrl ?? (simStarted?.url as string);
  // The budget's default, for --keep-budget (stack.ts switches it off: the bench's crowd is one address).
  const env: Record<string, string> = { ...(cfg.keepBudget ? { ANONYMOUS_RATE: '30' } : {}), ...cfg.serverEnv };

  let own: OwnServer | null = null;
  let serverUrl = cfg.serverUrl ?? '';
  let phoneTokens: PhoneTokens[] = [];
  let phoneQuery = '';
  if (!cfg.serverUrl) {
    const s = await startServerProcess(cfg.inspect, env, root);
    started.push(s.child);
    serverUrl = s.url;
    const cookie = await setUpServer(s.url, simUrl);
    await waitForLink(s.url, cookie);
    if (cfg.phones > 0) {
      // A server from before issue 13 (--compare-root) has no phones to ring: that side runs without.
      if (await hasPhoneApi(s.url)) {
        phoneTokens = await setUpPhones(s.url, cookie, cfg.system, cfg.phones);
        phoneQuery = await phoneQueryOf(s.url);
      } else console.error(`[bench] ${label}: this server has no phone API (issue 13): no phones on this side`);
    }
    const inspector = s.inspectorUrl ? new InspectorLink(s.inspectorUrl) : null;
    // Detached before the server is stopped: an attached session would hold its exit.
    if (inspector) closers.push(() => inspector.detach());
    own = { child: s.child, port: s.port, dataDir: s.dataDir, inspector };
  }
  const processes = (): Processes => ({
    serverPid: own?.child.pid ?? cfg.serverPid,
    simPid: simStarted?.child.pid ?? null,
    inspector: own?.inspector ?? null,
  });

  const openBefore = await waitForOpenCalls(serverUrl, cfg.system);
  const sim = new SimClient(simUrl);
  const devices = await sim.devices();
  if (devices.length < 4) throw new Error(`the simulator offers ${devices.length} free devices with an alert button`);
  console.error(
    `[bench] ${label}: server ${serverUrl} (pid ${processes().serverPid ?? '?'}, ${root}), simulator ${simUrl}, ` +
      `${devices.length} devices, ${openBefore} calls open before`,
  );

  /** Heap after a forced GC first, so the RSS read next is not mostly start-up garbage. */
  const memory = async (): Promise<Memory & { hwm: number | null }> => {
    const heapMiB = own?.inspector ? await own.inspector.heapAfterGc() : null;
    const pid = processes().serverPid;
    const p = sampleProcess(pid);
    return { heapMiB, rssMiB: p?.rssMiB ?? null, pssMiB: pssOf(pid), hwm: p?.hwmMiB ?? null };
  };
  const idle = await memory();
  const subs = new SubscriberPool({
    wsUrl: `${serverUrl.replace(/^http/, 'ws')}/ws/backend`,
    system: cfg.system,
    query: subscriptionQuery(cfg.selection),
    phoneQuery,
    displays: cfg.displays,
    phones: phoneTokens.length,
    phoneTokens,
    threads: cfg.threads,
  });
  closers.push(() => subs.close());
  const profiles: SideResult['profiles'] = [];
  const inspector = own?.inspector;
  if (cfg.profileConnect && inspector) {
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.start');
  }
  const connectStart = performance.now();
  await subs.open();
  const connectMs = Math.round(performance.now() - connectStart);
  if (cfg.profileConnect && inspector) {
    profiles.push({ name: 'connect', profile: (await inspector.send<{ profile: unknown }>('Profiler.stop')).profile });
    await inspector.detach();
  }
  console.error(`[bench] ${label}: ${subs.count} subscribers connected in ${connectMs} ms`);
  // Let connection setup garbage settle before reading what connections cost to hold.
  await new Promise((ok) => setTimeout(ok, 2000));
  const connected = await memory();

  if (cfg.warmup > 0) {
    console.error(`[bench] ${label}: warm-up, ${cfg.warmup} presses`);
    const warm = await drive(sim, devices, { presses: cfg.warmup, rate: cfg.rate, maxOpen: cfg.maxOpen, signal });
    // A failing press leaves a device in an unknown state: the measured run would inherit it.
    const failed = warm.find((p) => p.error);
    if (failed) throw new Error(`warm-up press ${failed.index} on device ${failed.device} failed: ${failed.error}`);
    await drained(warm, subs, cfg.drainMs, signal);
  }

  const phases: PhaseResult[] = [];
  const phase = async (name: string, presses: number, rate: number, profile = false) => {
    const run = await runPhase(
      processes(),
      subs,
      sim,
      devices,
      { name, presses, rate, maxOpen: cfg.maxOpen, drainMs: cfg.drainMs, signal },
      profile,
    );
    phases.push(run.result);
    if (run.profile) profiles.push({ name, profile: run.profile });
  };
  if (cfg.presses > 0) await phase(`steady ${cfg.rate}/s`, cfg.presses, cfg.rate, cfg.profile);
  const after = await memory();
  if (cfg.burst > 0) await phase(`burst ${cfg.burst}/s`, cfg.burstPresses, cfg.burst, cfg.profile);

  let hostile: SideResult['hostile'];
  if (cfg.hostile > 0) {
    const strangers = new HostileClients(serverUrl, cfg.hostile, cfg.system, cfg.hostileAliases);
    closers.push(() => strangers.kill());
    // The load is on before the first press: a second of it, so every stranger is in its loop.
    await new Promise((ok) => setTimeout(ok, 1000));
    await phase(`hostile ×${cfg.hostile}`, cfg.presses || 200, cfg.rate);
    hostile = { ...(await strangers.stop()), aliases: cfg.hostileAliases, budgetOn: cfg.keepBudget };
  }

  const storm =
    cfg.storm && own
      ? await stormOf(cfg, own, root, env, { subs, sim, devices, signal, profiles, started })
      : undefined;

  const per = (from: number | null, to: number | null) =>
    from === null || to === null ? null : Math.round(((to - from) * 1024) / subs.count);
  return {
    label,
    serverRoot: root,
    displays: cfg.displays,
    phones: phoneTokens.length,
    devices: devices.length,
    connectMs,
    memory: { idle, connected, after, peakRssMiB: after.hwm },
    perConnectionKiB: { rss: per(idle.rssMiB, connected.rssMiB), heap: per(idle.heapMiB, connected.heapMiB) },
    phases,
    hostile,
    storm,
    subscriberProblems: subs.problems.slice(0, 20),
    serverLogLines: own?.child.lines ?? 0,
    profiles,
  };
}

async function stormOf(
  cfg: BenchConfig,
  own: OwnServer,
  root: string,
  env: Record<string, string>,
  on: {
    subs: SubscriberPool;
    sim: SimClient;
    devices: Device[];
    signal: AbortSignal;
    profiles: SideResult['profiles'];
    started: Child[];
  },
): Promise<StormResult> {
  const { subs, sim, devices, signal, profiles } = on;
  let inspector: Promise<Inspector> | null = null;
  const result = await reconnectStorm(
    {
      url: `http://127.0.0.1:${own.port}`,
      stop: async () => {
        await own.inspector?.detach();
        own.inspector = null;
        await stopChild(own.child);
      },
      start: async (spawned) => {
        await startServerProcess(cfg.profileStorm, env, root, {
          again: { port: own.port, dataDir: own.dataDir },
          until: 'listening',
          onSpawn: (child) => {
            own.child = child;
            on.started.push(child);
            spawned(child.pid);
          },
          // From its start: the storm may begin before the bench would see it answer.
          onInspector: (url) => {
            inspector = Inspector.connect(url).then(async (i) => {
              await i.send('Profiler.enable');
              await i.send('Profiler.start');
              return i;
            });
          },
        });
      },
    },
    subs,
    sim,
    devices,
    signal,
  );
  if (inspector) {
    const i = await (inspector as Promise<Inspector>);
    profiles.push({ name: 'storm', profile: (await i.send<{ profile: unknown }>('Profiler.stop')).profile });
    await i.close();
  }
  return result;
}

/** Something lost, doubled or failed on this side. */
export function sideBroken(r: SideResult): boolean {
  const stormBroken = r.storm ? r.storm.resynced < r.storm.clients || r.storm.withoutReplay > 0 : false;
  return r.phases.some(broken) || r.subscriberProblems.length > 0 || stormBroken;
}
