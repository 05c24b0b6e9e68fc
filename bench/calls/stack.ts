// Starts and stops the measured processes: the simulator and the server, each a real child process
// like in production, so the server's latency and memory are its own and not mixed with the bench's.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../scripts/free-port.mjs';

/** The repository root: the children run from it so `tsx` and the workspaces resolve as in `npm start`. */
export const ROOT = resolve(import.meta.dirname, '../..');

export interface Child {
  name: string;
  pid: number;
  proc: ChildProcess;
  /** The last lines it printed, for the error message when it dies. */
  tail: string[];
  /** Lines it printed while the bench ran (the server runs with LOG_LEVEL=warn: each is worth a look). */
  lines: number;
  exited: Promise<number | null>;
  alive(): boolean;
}

const children = new Set<Child>();
const tempDirs = new Set<string>();
const cleanups: (() => Promise<void>)[] = [];

/** Runs on stop (normal end, error, SIGINT, overall timeout), most recent first. */
export function onCleanup(fn: () => Promise<void>): void {
  cleanups.push(fn);
}

let cleaning: Promise<void> | null = null;
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error('[bench] cleanup step failed:', error);
      }
    }
    for (const child of children) await stopChild(child);
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
    tempDirs.clear();
  })();
  return cleaning;
}

// Last resort when the process goes down without cleanup (process.exit from elsewhere): no child is
// left running and no temp directory left behind. Only what this bench started is touched.
process.on('exit', () => {
  for (const child of children) if (child.alive()) child.proc.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/**
 * `node --import tsx <script>`: the same as `npx tsx <script>` minus the npx and tsx launcher
 * processes, so the pid we hold is the process that serves (RSS is read from it, and SIGTERM reaches
 * it directly).
 */
function startChild(
  name: string,
  script: string,
  env: Record<string, string>,
  options: { echo: boolean; onLine?: (line: string) => void; nodeArgs?: string[]; cwd?: string },
): Child {
  // JavaScript (the server's launcher, ADR 0047) runs as it is; TypeScript through tsx.
  const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  const proc = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, script], {
    cwd: options.cwd ?? ROOT,
    // An empty value removes the variable (bench/memory/idle.ts --env MALLOC_TRIM_THRESHOLD_= measures without).
    env: Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([key]) => env[key] !== '')),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (proc.pid === undefined) throw new Error(`${name}: could not start`);
  let exitCode: number | null | undefined;
  const child: Child = {
    name,
    pid: proc.pid,
    proc,
    tail: [],
    lines: 0,
    exited: new Promise((ok) =>
      proc.once('exit', (code, signal) => {
        exitCode = code ?? (signal ? null : 0);
        ok(exitCode);
      }),
    ),
    alive: () => exitCode === undefined,
  };
  const keep = (line: string) => {
    options.onLine?.(line);
    // Node's own notes about the inspector are not the server's logging.
    if (
      /^(Debugger listening on|Debugger ending on|Debugger attached|Waiting for the debugger|For help, see: https:\/\/nodejs.org)/.test(
        line,
      )
    )
      return;
    child.tail.push(line);
    if (child.tail.length > 40) child.tail.shift();
    child.lines++;
    if (options.echo) console.error(`[${name}] ${line}`);
  };
  for (const stream of [proc.stdout, proc.stderr]) if (stream) createInterface({ input: stream }).on('line', keep);
  children.add(child);
  return child;
}

/** SIGTERM, SIGKILL after 10 s; resolves when it has exited. */
export async function stopChild(child: Child): Promise<void> {
  if (!child.alive()) return;
  child.proc.kill('SIGTERM');
  const timer = new Promise<'late'>((ok) => setTimeout(() => ok('late'), 10_000).unref());
  if ((await Promise.race([child.exited, timer])) === 'late') {
    console.error(`[bench] ${child.name} (pid ${child.pid}) did not stop within 10 s after SIGTERM: SIGKILL`);
    child.proc.kill('SIGKILL');
    await child.exited;
  }
}

function died(child: Child): Promise<never> {
  return child.exited.then((code) => {
    throw new Error(`${child.name} exited (code ${code}) while starting:\n${child.tail.join('\n')}`);
  });
}

function timeout(ms: number, what: string): Promise<never> {
  return new Promise((_, fail) => {
    setTimeout(() => fail(new Error(`${what}: no answer within ${ms} ms`)), ms).unref();
  });
}

export interface Started {
  url: string;
  child: Child;
  /** The DevTools endpoint when started with the inspector (loopback, ephemeral port). */
  inspectorUrl?: string;
}

/** The simulator with a fresh state file and no clock (ticks would add device events to the stream). */
export async function startSimulatorProcess(): Promise<Started> {
  const dir = tempDir('wardlight-bench-sim-');
  // The protocol promises one "listening on <url>" line on stdout (configurator-protocol §10).
  let announced: (url: string) => void = () => undefined;
  const listening = new Promise<string>((ok) => {
    announced = ok;
  });
  const child = startChild(
    'simulator',
    'apps/simulator/src/main.ts',
    { SIM_PORT: '0', SIM_HOST: '127.0.0.1', SIM_TICK_MS: '0', SIM_STATE_FILE: join(dir, 'state.json') },
    {
      echo: true,
      onLine: (line) => {
        const match = /listening on (http:\/\/\S+)/.exec(line);
        if (match?.[1]) announced(match[1]);
      },
    },
  );
  const url = await Promise.race([listening, died(child), timeout(60_000, 'simulator start')]);
  return { url, child };
}

export interface ServerStart {
  /** The port and data directory of a server stopped before: a restart keeps its database. */
  again?: { port: number; dataDir: string };
  /** As soon as the process runs, before it serves. */
  onSpawn?: (child: Child) => void;
  /** When it announces its inspector (with `inspect`), before it serves. */
  onInspector?: (url: string) => void;
  /**
   * 'healthy' (default): /backend/health answers 200; 'listening': its port accepts a connection (an
   * HTTP answer may take seconds while a storm of clients is being served).
   */
  until?: 'healthy' | 'listening';
}

/**
 * The server on an empty embedded database. It logs nothing at `warn` when it starts, so readiness
 * is its health route answering. Its warnings are echoed: during a bench any warning is news.
 * With `inspect` it also listens for DevTools on a loopback port (idle unless the bench attaches).
 * `root`: another checkout of the repository (with its own node_modules), to measure its server.
 */
export async function startServerProcess(
  inspect: boolean,
  env: Record<string, string> = {},
  root: string = ROOT,
  options: ServerStart = {},
): Promise<Started & { port: number; dataDir: string }> {
  const port = options.again?.port ?? (await freePort());
  const dataDir = options.again?.dataDir ?? join(tempDir('wardlight-bench-server-'), 'data');
  let inspectorUrl: string | undefined;
  const child = startChild(
    'server',
    // As npm start runs it: from its bundle (ADR 0047), or through tsx in a checkout from before it.
    existsSync(join(root, 'apps/server/run.mjs')) ? 'apps/server/run.mjs' : 'apps/server/src/main.ts',
    // Hundreds of displays from this one address: the per-address socket limit (ADR 0020) and the
    // visitors' budget (ADR 0019: 300 operations, then 30/s) are off; `env` may switch the budget on.
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WS_MAX_CONNECTIONS_PER_ADDRESS: '0',
      ANONYMOUS_RATE: '0',
      // As every launcher of the server sets it (npm start, Dockerfile, systemd unit; ADR 0027).
      MALLOC_TRIM_THRESHOLD_: '131072',
      ...env,
    },
    {
      echo: true,
      cwd: root,
      nodeArgs: inspect ? ['--inspect=127.0.0.1:0'] : [],
      onLine: (line) => {
        const announced = /^Debugger listening on (ws:\/\/\S+)/.exec(line)?.[1];
        if (announced && !inspectorUrl) {
          inspectorUrl = announced;
          options.onInspector?.(announced);
        }
      },
    },
  );
  options.onSpawn?.(child);
  const url = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    // Bounded: the overall timeout below ends it; cold start with tsx and PGlite takes ~25 s on 2 cores.
    for (let attempt = 0; attempt < 3000 && child.alive(); attempt++) {
      if (options.until === 'listening') {
        if (await accepts(port)) return url;
      } else {
        try {
          const res = await fetch(`${url}/backend/health`, { signal: AbortSignal.timeout(2000) });
          if (res.ok) return url;
        } catch {
          // not listening yet
        }
      }
      // Often: a restart's readiness is where the reconnect storm's clock starts.
      await new Promise((ok) => setTimeout(ok, 50));
    }
    throw new Error('server did not become ready');
  })();
  await Promise.race([ready, died(child), timeout(180_000, 'server start')]);
  if (inspect && !inspectorUrl) throw new Error('server: started without announcing its inspector');
  return { url, child, inspectorUrl, port, dataDir };
}

/** The port on loopback accepts a TCP connection (the kernel does, once the server listens). */
function accepts(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });
}

export interface ProcessSample {
  /** Resident set size, MiB. */
  rssMiB: number;
  /** Peak resident set size since the process started, MiB. */
  hwmMiB: number;
  /** CPU time (user + system) since the process started, seconds. */
  cpuSeconds: number;
}

/** From /proc (Linux): what `ps` shows, without a subprocess. Null when the pid is unknown or not Linux. */
export function sampleProcess(pid: number | null): ProcessSample | null {
  if (pid === null) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    // Fields 14 and 15 of /proc/<pid>/stat (utime, stime) in clock ticks, 100 per second on Linux;
    // counted after the command name, which sits in parentheses and may contain spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { rssMiB: round1(kb('VmRSS') / 1024), hwmMiB: round1(kb('VmHWM') / 1024), cpuSeconds: ticks / 100 };
  } catch {
    return null;
  }
}

/**
 * Proportional set size, MiB: pages shared with other processes (Node's own code) split among them. Only
 * for the memory readings: the kernel walks the whole address space for it, under the process's memory
 * lock, which the CPU samples taken during the phases and the storm must not add. Null where unreadable.
 */
export function pssOf(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const kib = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
    return kib === undefined ? null : round1(Number(kib) / 1024);
  } catch {
    return null;
  }
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Busy CPU time of the whole machine so far, seconds (Linux /proc/stat; null elsewhere). */
export function machineCpuSeconds(): number | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu  user nice system idle iowait irq softirq steal ...: busy = all but idle and iowait.
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return null;
  }
}
