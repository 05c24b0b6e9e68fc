import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSupervisor, EXIT_RESTART, type Supervisor } from '../../../../../scripts/supervise.mjs';
import { TestClient } from '../../../test/client';
import { ADMIN_PASSWORD } from '../../../test/fixtures';
import { freePort, launchServer, migratedDataDir, waitHealthy } from '../../../test/processes';
import { EXIT_RESTART as SERVER_EXIT_RESTART } from '../../shutdown';

// The restart (issue 16 item 6, ADR 0042): the server asked for it exits with 75 after answering, and
// npm start's supervisor starts a process that exits with 75 again at once.

const dirs: string[] = [];
const running: ChildProcess[] = [];
const supervisors: Supervisor[] = [];
afterAll(() => {
  for (const s of supervisors) s.stop();
  for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('restarting the server', { timeout: 120_000 }, () => {
  it('answers, closes and exits with the restart code', async () => {
    expect(SERVER_EXIT_RESTART).toBe(EXIT_RESTART);
    const dataDir = migratedDataDir('wardlight-restart-ask-');
    dirs.push(dataDir, `${dataDir}-backups`);
    const port = await freePort();
    const server = launchServer(port, dataDir, running);
    await waitHealthy(port);
    const admin = new TestClient(`http://127.0.0.1:${port}`);
    const made = await admin.gql('mutation($p: String!) { createInitialUser(password: $p) { id } }', {
      p: ADMIN_PASSWORD,
    });
    expect(made.errors).toEqual([]);
    const asked = await admin.gql<{ restartServer: boolean }>('mutation { restartServer }');
    expect(asked.errors).toEqual([]);
    expect(asked.data?.restartServer).toBe(true);
    expect(await server.exited).toBe(EXIT_RESTART);
    expect(server.output()).not.toMatch(/shutdown hung/);
  });

  it('is started again at once by the supervisor', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wardlight-restart-sup-'));
    dirs.push(dir);
    const journal = join(dir, 'journal');
    const script = `
      const fs = require('node:fs');
      const runs = fs.existsSync(${JSON.stringify(journal)}) ? fs.readFileSync(${JSON.stringify(journal)}, 'utf8').split('start').length - 1 : 0;
      process.on('SIGTERM', () => process.exit(0));
      fs.appendFileSync(${JSON.stringify(journal)}, 'start\\n');
      if (runs === 0) process.exit(${EXIT_RESTART});
      setInterval(() => {}, 1000);
    `;
    const log: string[] = [];
    const exits: number[] = [];
    // A first pause far longer than the test: a restart that waited for it would not be seen.
    const supervisor = createSupervisor({
      log: (line) => log.push(line),
      exit: (code) => exits.push(code),
      firstPauseMs: 600_000,
    });
    supervisors.push(supervisor);
    supervisor.start('server', ['-e', script], { restartOn: [70, EXIT_RESTART] });
    await vi.waitFor(() => expect(readFileSync(journal, 'utf8').trim().split('\n')).toEqual(['start', 'start']), {
      timeout: 15_000,
      interval: 50,
    });
    expect(log).toEqual(['server restarts as asked.']);
    expect(exits).toEqual([]);
  });
});
