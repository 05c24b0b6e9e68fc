import { buildCareHome } from '../fixtures/care-home';
import { Engine } from './engine';
import { buildHttpApp } from './http/app';
import { attachEventSocket } from './http/events-socket';
import { DEFAULT_OPTIONS, type SimulatorOptions } from './options';

export interface RunningSimulator {
  /** Base URL, e.g. http://127.0.0.1:8081 (no trailing slash). */
  url: string;
  port: number;
  engine: Engine;
  /** Closes sockets with 1012, lets running requests finish, stops the clock and flushes the state file. */
  close(): Promise<void>;
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts a configurator simulator and resolves once it listens (port 0 picks a free port). */
export async function startSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const o = { ...DEFAULT_OPTIONS, ...options };
  const credentials = { username: o.username, password: o.password };
  // Created before the port opens, so a damaged state file fails the start instead of serving nonsense.
  const engine = new Engine({
    facility: o.facility ?? buildCareHome(),
    stateFile: o.stateFile ?? null,
    commitMs: o.commitMs,
    tickMs: o.tickMs,
    seed: o.seed,
    eventRetention: o.eventRetention,
    onWriteError: (error) => console.error('[simulator] writing the state file failed:', error),
  });
  const app = buildHttpApp(engine, { credentials, logLevel: o.logLevel ?? false, tls: o.tls });
  const sockets = attachEventSocket(app.server, engine, { credentials, pingIntervalMs: o.pingIntervalMs });
  await app.listen({ port: o.port, host: o.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  engine.startTicking();

  let closing: Promise<void> | null = null;
  return {
    url: `${o.tls ? 'https' : 'http'}://${urlHost(o.host)}:${port}`,
    port,
    engine,
    close() {
      closing ??= (async () => {
        await sockets.close();
        await app.close();
        await engine.close();
      })();
      return closing;
    },
  };
}
