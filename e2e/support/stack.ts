// The stack the browser talks to: the simulator and the server as real processes on ephemeral
// ports, with a fresh data directory (a fresh install), plus a small control endpoint through which
// a test restarts, stops or starts the server (the processes belong to the runner, the tests run in a
// worker).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Child, freePort, startChild, stopChild, waitUntil } from './processes';
import type { StackInfo } from './stack-info';

// Ten seconds when the machine is idle; far more when two cores are shared with other heavy work.
const START_TIMEOUT_MS = 120_000;

interface Launched<T> {
  child: Child;
  ready: Promise<T>;
}

/** `port` 0 picks one; a restart takes the port it had, which the server's system row names. */
function launchSimulator(dir: string, port = 0): Launched<string> {
  let address: string | null = null;
  // The simulator prints exactly one "listening on <url>" line once it serves.
  const child = startChild(
    'simulator',
    'apps/simulator/src/main.ts',
    { SIM_HOST: '127.0.0.1', SIM_PORT: String(port), SIM_TICK_MS: '0', SIM_STATE_FILE: join(dir, 'simulator.json') },
    (line) => {
      address ??= /listening on http:\/\/(\S+?)\/?$/.exec(line)?.[1] ?? null;
    },
  );
  const ready = waitUntil(child, async () => address !== null, START_TIMEOUT_MS).then(() => address ?? '');
  return { child, ready };
}

/**
 * The server as `npm start` runs it; `version` stands in for a new release (update banner), `env` holds
 * settings a spec shortens (FLEET_SILENCE_MS).
 */
function launchServer(port: number, dataDir: string, version = '', env: Record<string, string> = {}): Launched<void> {
  const child = startChild('server', 'apps/server/run.mjs', {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Whatever the calling shell has set: the embedded database and the development licence key.
    DATABASE_URL: '',
    LICENSE_PUBLIC_KEYS: '',
    WARDLIGHT_VERSION_OVERRIDE: version,
    // The displays earlier specs close would raise the silent-display alarm a minute later, and its
    // notification stays over the console's buttons in the specs after them. Spec 16 shortens it.
    FLEET_SILENCE_MS: '3600000',
    ...env,
  });
  const health = `http://127.0.0.1:${port}/backend/health`;
  return { child, ready: waitUntil(child, async () => (await fetch(health)).ok, START_TIMEOUT_MS) };
}

/** What the control endpoint offers: POST <path> with a JSON body. */
type ControlBody = { version?: string; env?: Record<string, string> };
type ControlActions = Record<string, (body: ControlBody) => Promise<void>>;

/**
 * POST /restart-server {"version": "...", "env": {...}}: the server stops and comes back on its port and data,
 * with that version and those extra settings (kept for later starts; a restart without them clears them).
 * POST /stop-server: the server stops (the simulator runs on). POST /start-server: it comes back on
 * its port and data, with the version it last ran with. POST /stop-simulator and /start-simulator do
 * the same to the simulator (its state file keeps calls and seq), while the server runs on.
 */
function startControl(actions: ControlActions): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const action = req.method === 'POST' ? actions[req.url ?? ''] : undefined;
    if (!action) {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      Promise.resolve()
        .then(() => action(JSON.parse(body || '{}') as ControlBody))
        .then(
          () => res.writeHead(204).end(),
          (error: unknown) => res.writeHead(500).end(String(error)),
        );
    });
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

export interface Stack {
  info: StackInfo;
  stop(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-e2e-'));
  // Also when the runner goes down without its teardown (global timeout, a second Ctrl-C).
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  process.once('exit', removeDir);
  const dataDir = join(dir, 'data');
  const children: Child[] = [];
  let control: Server | null = null;

  const stop = async () => {
    await new Promise<void>((done) => (control ? control.close(() => done()) : done()));
    for (const child of [...children].reverse()) await stopChild(child);
    removeDir();
  };

  try {
    const port = await freePort();
    // A fresh install has no system yet, so the server does not need the simulator to start: both
    // come up at once. Stopped in reverse, the server first: it holds a link to the simulator.
    const simulator = launchSimulator(dir);
    children.push(simulator.child);
    const server = launchServer(port, dataDir);
    children.push(server.child);
    const [simulatorAddress] = await Promise.all([simulator.ready, server.ready]);
    const simulatorPort = Number(simulatorAddress.split(':').at(-1));
    // The simulator is always the first child, so the server still goes first when the stack stops.
    const stopSimulator = async () => {
      if (children[0]?.name !== 'simulator') return;
      const current = children.shift();
      if (current) await stopChild(current);
    };
    const startSimulator = async () => {
      if (children[0]?.name === 'simulator') return;
      const next = launchSimulator(dir, simulatorPort);
      children.unshift(next.child);
      await next.ready;
    };
    // The server is always the last child; `version` and `env` are what it runs (or last ran) with.
    let version = '';
    let env: Record<string, string> = {};
    const stopServer = async () => {
      if (children.at(-1)?.name !== 'server') return;
      const current = children.pop();
      // One server per data directory: the old one must be gone before the new one opens it.
      if (current) await stopChild(current);
    };
    const startServer = async () => {
      if (children.at(-1)?.name === 'server') return;
      const next = launchServer(port, dataDir, version, env);
      children.push(next.child);
      await next.ready;
    };
    const started = await startControl({
      '/restart-server': async (body) => {
        await stopServer();
        version = body.version ?? '';
        env = body.env ?? {};
        await startServer();
      },
      '/stop-server': stopServer,
      '/start-server': startServer,
      '/stop-simulator': stopSimulator,
      '/start-simulator': startSimulator,
    });
    control = started.server;
    return {
      info: { baseURL: `http://127.0.0.1:${port}`, simulatorAddress, controlURL: started.url },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
