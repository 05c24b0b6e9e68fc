// Test support for the call-system tests: simulators on temporary state files, and a consumer that keeps
// open calls in memory the way the calls service keeps them in the database. Not used by the server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type RunningSimulator, startSimulator } from '@wardlight/simulator';
import type { Endpoint } from './endpoint';
import type { Cursor } from './link';
import { LinkSupervisor } from './link-supervisor';
import type { Call, CallEvent, ConfiguratorEvent, OpenCallsSnapshot } from './protocol-types';
import type {
  CursorStore,
  LinkHandlers,
  LinkState,
  LinkSupervisorOptions,
  SeqFault,
  SnapshotReason,
} from './supervisor-types';
import type { Unreadable } from './unreadable';

export const ADMIN = { username: 'admin', password: 'admin' };

/** Simulators sharing one temporary state file, so a "restart" keeps calls, seq and retained events. */
export class SimLab {
  readonly stateFile: string;
  private readonly dir: string;
  private readonly running = new Set<RunningSimulator>();

  constructor() {
    this.dir = mkdtempSync(join(tmpdir(), 'wardlight-link-'));
    this.stateFile = join(this.dir, 'simulator.json');
  }

  async start(options: { port?: number; eventRetention?: number; password?: string } = {}) {
    const sim = await startSimulator({ port: 0, tickMs: 0, commitMs: 200, stateFile: this.stateFile, ...options });
    this.running.add(sim);
    return sim;
  }

  async stop(sim: RunningSimulator): Promise<void> {
    this.running.delete(sim);
    await sim.close();
  }

  async cleanup(): Promise<void> {
    for (const sim of this.running) await sim.close();
    this.running.clear();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export function endpointOf(sim: { port: number }, credentials = ADMIN): Endpoint {
  return { ip: '127.0.0.1', port: sim.port, ...credentials };
}

/** Holds open calls and the cursor like the server's calls store; records what it was handed. */
export class CallsConsumer implements LinkHandlers, CursorStore {
  cursor: Cursor | null = null;
  readonly open = new Map<number, Call>();
  /** Ids of calls seen closed, by a call.closed event or by missing from a snapshot. */
  readonly closed = new Set<number>();
  readonly events: { event: ConfiguratorEvent; cursor: Cursor }[] = [];
  /** The seqs of each group of call events handed over together (onCallEvents). */
  readonly callGroups: number[][] = [];
  readonly snapshots: { snapshot: OpenCallsSnapshot; reason: SnapshotReason }[] = [];
  readonly states: LinkState[] = [];
  /** What the link quarantined, with the cursor it moved to (null for messages without a usable seq). */
  readonly quarantined: { message: Unreadable; cursor: Cursor | null }[] = [];
  /** Breaks of the event order the link reported. */
  readonly faults: SeqFault[] = [];

  async loadCursor(): Promise<Cursor | null> {
    return this.cursor;
  }

  async saveCursor(cursor: Cursor): Promise<void> {
    this.cursor = cursor;
  }

  async onEvent(event: ConfiguratorEvent, cursor: Cursor): Promise<void> {
    this.events.push({ event, cursor });
    if (event.type === 'call.opened' || event.type === 'call.updated')
      this.open.set(event.data.call.id, event.data.call);
    if (event.type === 'call.closed') {
      this.open.delete(event.data.call.id);
      this.closed.add(event.data.call.id);
    }
  }

  /** Each call event as onEvent would get it alone, so subclasses that fail onEvent fail these too. */
  async onCallEvents(events: CallEvent[], cursor: Cursor): Promise<void> {
    this.callGroups.push(events.map((e) => e.seq));
    for (const event of events) await this.onEvent(event, { stream_id: cursor.stream_id, seq: event.seq });
  }

  async onQuarantine(message: Unreadable, cursor: Cursor | null): Promise<void> {
    this.quarantined.push({ message, cursor });
    if (cursor) this.cursor = cursor;
  }

  async onSnapshot(snapshot: OpenCallsSnapshot, context: { reason: SnapshotReason }): Promise<void> {
    this.snapshots.push({ snapshot, reason: context.reason });
    // Listed but unreadable calls are still open at the configurator: kept as they are.
    const listed = new Set([...snapshot.calls.map((call) => call.id), ...(snapshot.unreadable_ids ?? [])]);
    for (const id of this.open.keys()) {
      if (!listed.has(id)) {
        this.open.delete(id);
        this.closed.add(id);
      }
    }
    for (const call of snapshot.calls) this.open.set(call.id, call);
  }

  onState(state: LinkState): void {
    this.states.push(state);
  }

  onSeqFault(fault: SeqFault): void {
    this.faults.push(fault);
  }

  eventSeqs(): number[] {
    return this.events.map((e) => e.cursor.seq);
  }
}

/** A supervisor with test-sized retry delays; stop it in afterEach. */
export function superviseFor(
  endpoint: Endpoint,
  consumer: CallsConsumer,
  overrides: Partial<LinkSupervisorOptions> = {},
): LinkSupervisor {
  const supervisor = new LinkSupervisor({
    systemId: 1,
    endpoint,
    store: consumer,
    handlers: consumer,
    backoff: { initialMs: 50, maxMs: 500 },
    unauthorizedRetryMs: 500,
    ...overrides,
  });
  supervisor.start();
  return supervisor;
}

/** The simulator as its own process, so a test can freeze it (SIGSTOP) like a hung head unit. */
export function spawnSimulatorProcess(stateFile: string): { child: ChildProcess; url: Promise<string> } {
  const require = createRequire(import.meta.url);
  const simulatorDir = dirname(dirname(require.resolve('@wardlight/simulator')));
  // `node --import tsx`, not the tsx CLI: the CLI runs the script in a second process that SIGSTOP would miss.
  const tsx = pathToFileURL(require.resolve('tsx/esm')).href;
  const child = spawn(process.execPath, ['--import', tsx, 'src/main.ts'], {
    cwd: simulatorDir,
    env: { ...process.env, SIM_PORT: '0', SIM_TICK_MS: '0', SIM_STATE_FILE: stateFile, SIM_LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code} before listening:\n${output}`)));
  });
  return { child, url };
}
