import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createShutdown, EXIT_DATABASE_LOST } from './shutdown';

/** A logger whose lines the test reads, and an exit that only records its code. */
function harness() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const exits: number[] = [];
  const shutdown = createShutdown({ log, exit: (code) => exits.push(code), deadlines: { stopMs: 200, fatalMs: 100 } });
  return { lines, exits, shutdown };
}

/** A server whose close reaches `step` and stays there (or finishes, when `hangIn` is null). */
function serverHangingIn(hangIn: string | null) {
  return {
    close: async (onStep?: (step: string) => void) => {
      for (const step of ['sockets', 'http', 'services', 'bus', 'database']) {
        onStep?.(step);
        if (step === hangIn) await new Promise(() => {});
      }
    },
  };
}

describe('shutdown', () => {
  it('exits with 0 once the server is closed', async () => {
    const { exits, shutdown } = harness();
    shutdown.attach(serverHangingIn(null));
    shutdown.stop('SIGTERM');
    await vi.waitFor(() => expect(exits).toEqual([0]));
  });

  it('exits anyway when closing hangs, and says where it hung', async () => {
    const { lines, exits, shutdown } = harness();
    shutdown.attach(serverHangingIn('bus'));
    shutdown.stop('SIGTERM');
    await vi.waitFor(() => expect(exits).toEqual([1]));
    expect(lines.at(-1)).toMatchObject({ step: 'bus', msg: 'shutdown hung while closing bus; exiting anyway' });
  });

  it('after a fatal database fault: a clear line, a short close, and the code the supervisors restart on', async () => {
    const { lines, exits, shutdown } = harness();
    shutdown.attach(serverHangingIn('database'));
    shutdown.fatal(new Error('the embedded database stopped after a PANIC (…)'));
    await vi.waitFor(() => expect(exits).toEqual([EXIT_DATABASE_LOST]));
    expect(lines[0]?.msg).toBe(
      'FATAL: the embedded database stopped after a PANIC (…). Exiting with code 70 so that the supervisor restarts the server.',
    );
  });

  it('turns a stop under way into a restart when the database fails during it', async () => {
    const { exits, shutdown } = harness();
    let finish = () => {};
    shutdown.attach({ close: () => new Promise<void>((resolve) => (finish = resolve)) });
    shutdown.stop('SIGTERM');
    shutdown.fatal(new Error('fsync failed'));
    // The fatal fault is taken up on the loop's next turn, out of the database call that reported it.
    await new Promise((resolve) => setImmediate(resolve));
    finish();
    await vi.waitFor(() => expect(exits).toEqual([EXIT_DATABASE_LOST]));
  });
});
