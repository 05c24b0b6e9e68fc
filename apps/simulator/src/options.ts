import { parseArgs } from 'node:util';
import type { Facility } from './world/facility';

export interface SimulatorOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  username?: string;
  password?: string;
  /** Where the state is kept across restarts; null or missing keeps it in memory only. */
  stateFile?: string | null;
  /** How long a commit takes to distribute (real hardware: up to 10 minutes). */
  commitMs?: number;
  /** World tick interval; 0 stops the clock (tests drive it with POST /sim/tick). */
  tickMs?: number;
  seed?: number;
  /** How many recent events are kept for replay. */
  eventRetention?: number;
  /** Interval of WebSocket pings; a client that misses one pong is dropped. */
  pingIntervalMs?: number;
  /** Fastify log level, or false for no request logging. */
  logLevel?: string | false;
  /** The simulated site; the care-home fixture by default. */
  facility?: Facility;
  /** PEM key and certificate: the simulator speaks HTTPS and WSS (tests of the server's TLS trust). */
  tls?: { key: string; cert: string };
}

export const DEFAULT_OPTIONS = {
  port: 8081,
  host: '127.0.0.1',
  username: 'admin',
  password: 'admin',
  commitMs: 20_000,
  tickMs: 5_000,
  seed: 1,
  eventRetention: 1_000,
  pingIntervalMs: 10_000,
} as const;

function toInt(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
  return value;
}

const FLAGS = {
  port: { type: 'string', env: 'SIM_PORT' },
  host: { type: 'string', env: 'SIM_HOST' },
  username: { type: 'string', env: 'SIM_USERNAME' },
  password: { type: 'string', env: 'SIM_PASSWORD' },
  'state-file': { type: 'string', env: 'SIM_STATE_FILE' },
  'commit-ms': { type: 'string', env: 'SIM_COMMIT_MS' },
  'tick-ms': { type: 'string', env: 'SIM_TICK_MS' },
  seed: { type: 'string', env: 'SIM_SEED' },
  'event-retention': { type: 'string', env: 'SIM_EVENT_RETENTION' },
  'log-level': { type: 'string', env: 'SIM_LOG_LEVEL' },
} as const;

/** Options of the CLI: a flag (`--port 9000`) wins over its environment variable (`SIM_PORT`). */
export function cliOptions(argv: string[], env: NodeJS.ProcessEnv): SimulatorOptions & { stateFile: string } {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.entries(FLAGS).map(([name, flag]) => [name, { type: flag.type }])),
    strict: true,
  });
  const read = (name: keyof typeof FLAGS): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : env[FLAGS[name].env];
  };
  const options: SimulatorOptions & { stateFile: string } = {
    stateFile: read('state-file') || './data/simulator.json',
    logLevel: read('log-level') || 'warn',
  };
  const host = read('host');
  const username = read('username');
  const password = read('password');
  if (host) options.host = host;
  if (username) options.username = username;
  if (password !== undefined) options.password = password;
  const numbers = [
    ['port', 'port'],
    ['commitMs', 'commit-ms'],
    ['tickMs', 'tick-ms'],
    ['seed', 'seed'],
    ['eventRetention', 'event-retention'],
  ] as const;
  for (const [key, flag] of numbers) {
    const value = toInt(flag, read(flag));
    if (value !== undefined) options[key] = value;
  }
  return options;
}
