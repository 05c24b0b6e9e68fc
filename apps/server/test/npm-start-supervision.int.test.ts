import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSupervisor, EXIT_DATABASE_LOST, type Supervisor } from '../../../scripts/supervise.mjs';

// `npm start` keeps the server running as systemd and Docker would (ADR 0024). Real child processes: each
// appends what it does to a journal file the test reads.

const dirs: string[] = [];
const supervisors: Supervisor[] = [];
afterEach(() => {
  for (const s of supervisors.splice(0)) s.stop();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/**
 * `node -e` for a process that notes its start in `journal`, exits with `firstExit` on its first run
 * (none: it stays), and on SIGTERM notes it and ends, unless it ignores SIGTERM.
 */
function child(journal: string, options: { firstExit?: number; ignoresTerm?: boolean } = {}): string[] {
  // The SIGTERM handler is in place before the start is noted: a stop right after it is heard.
  const script = `
    const fs = require('node:fs');
    const journal = ${JSON.stringify(journal)};
    const runs = fs.existsSync(journal) ? fs.readFileSync(journal, 'utf8').split('start').length - 1 : 0;
    process.on('SIGTERM', () => {
      fs.appendFileSync(journal, 'term\\n');
      if (!${Boolean(options.ignoresTerm)}) process.exit(0);
    });
    fs.appendFileSync(journal, 'start\\n');
    if (runs === 0 && ${options.firstExit ?? 'null'} !== null) process.exit(${options.firstExit ?? 0});
    setInterval(() => {}, 1000);
  `;
  return ['-e', script];
}

function setUp(killAfterMs = 10_000) {
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-supervise-'));
  dirs.push(dir);
  const log: string[] = [];
  const exits: number[] = [];
  const supervisor = createSupervisor({
    log: (line) => log.push(line),
    exit: (code) => exits.push(code),
    killAfterMs,
    firstPauseMs: 50,
  });
  supervisors.push(supervisor);
  const journal = (name: string) => join(dir, name);
  const read = (name: string) => {
    try {
      return readFileSync(journal(name), 'utf8').trim().split('\n');
    } catch {
      return [];
    }
  };
  return { supervisor, log, exits, journal, read };
}

/** Child processes start slowly on a loaded two-core machine: vitest's default 1 s wait is too short. */
const CHILD_START = { timeout: 15_000 };

describe('npm start', () => {
  it('starts the server again after it exited because its database stopped', async () => {
    const { supervisor, log, exits, journal, read } = setUp();
    supervisor.start('server', child(journal('server'), { firstExit: EXIT_DATABASE_LOST }), {
      restartOn: [EXIT_DATABASE_LOST],
    });
    await vi.waitFor(() => expect(read('server')).toEqual(['start', 'start']), CHILD_START);
    expect(log).toEqual(['server stopped (70); starting it again in 0.05 s.']);
    // The second run stays: stopping it is a SIGTERM it hears.
    supervisor.stop(0);
    await vi.waitFor(() => expect(exits).toEqual([0]), CHILD_START);
    expect(read('server')).toEqual(['start', 'start', 'term']);
  });

  it('stops everything when a process ends for any other reason', async () => {
    const { supervisor, exits, journal, read } = setUp();
    supervisor.start('simulator', child(journal('simulator')));
    await vi.waitFor(() => expect(read('simulator')).toEqual(['start']), CHILD_START);
    supervisor.start('server', child(journal('server'), { firstExit: 78 }), { restartOn: [EXIT_DATABASE_LOST] });
    await vi.waitFor(() => expect(exits).toEqual([78]), CHILD_START);
    expect(read('simulator')).toEqual(['start', 'term']);
    expect(read('server')).toEqual(['start']);
  });

  it('kills a process that does not stop within the deadline', async () => {
    const { supervisor, log, exits, journal, read } = setUp(300);
    supervisor.start('server', child(journal('server'), { ignoresTerm: true }));
    await vi.waitFor(() => expect(read('server')).toEqual(['start']), CHILD_START);
    supervisor.stop(0);
    await vi.waitFor(() => expect(exits).toEqual([0]), CHILD_START);
    expect(read('server')).toEqual(['start', 'term']);
    expect(log.at(-1)).toMatch(/did not stop within 0.3 s; killing it/);
  });
});
