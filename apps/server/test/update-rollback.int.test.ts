import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReleaseLauncher } from '../../../scripts/releases.mjs';
import { createSupervisor, EXIT_RESTART, type Supervisor } from '../../../scripts/supervise.mjs';
import { freePort } from './processes';

// The supervisor's rollback when a new version never becomes healthy (ADR 0045): real child processes that
// note their working directory (the release they run) in a journal; the health check's port stays closed.

const dirs: string[] = [];
const supervisors: Supervisor[] = [];
afterEach(() => {
  for (const s of supervisors.splice(0)) s.stop();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/**
 * Starts `script` under the supervisor with the release launcher (1.5 s trial, 1 s to die); returns what
 * the supervisor logged and a reader of the script's journal (one line per start).
 */
async function supervise(dir: string, base: string, releases: string, script: string, journal: string) {
  const log: string[] = [];
  const launcher = createReleaseLauncher({
    baseDir: base,
    env: { RELEASES_DIR: releases, DATA_DIR: join(dir, 'data'), PORT: String(await freePort()) },
    log: (line) => log.push(line),
    timeoutMs: 1_500,
    killAfterMs: 1_000,
  });
  const supervisor = createSupervisor({ log: (line) => log.push(line), exit: () => {}, firstPauseMs: 600_000 });
  supervisors.push(supervisor);
  supervisor.start('server', ['-e', script], {
    restartOn: [EXIT_RESTART],
    launchWith: launcher.plan,
    onSpawn: launcher.watch,
    onExit: launcher.onExit,
  });
  const read = () => {
    try {
      return readFileSync(journal, 'utf8').trim().split('\n');
    } catch {
      return [];
    }
  };
  return { log, read };
}

describe('an update on trial', () => {
  it('is stopped and the previous version started again when it is not healthy in time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wardlight-rollback-'));
    dirs.push(dir);
    const base = join(dir, 'base');
    const releases = join(dir, 'releases');
    mkdirSync(join(releases, '9.9.9', 'apps/server/src'), { recursive: true });
    mkdirSync(base);
    writeFileSync(join(releases, '9.9.9', 'apps/server/src/main.ts'), '');
    writeFileSync(join(releases, 'pending.json'), JSON.stringify({ version: '9.9.9', previous: '1.0.0' }));
    const journal = join(dir, 'journal');
    const script = `
      require('node:fs').appendFileSync(${JSON.stringify(journal)}, process.cwd() + '\\n');
      setInterval(() => {}, 1000);
    `;
    const { log, read } = await supervise(dir, base, releases, script, journal);
    await vi.waitFor(() => expect(read()).toEqual([join(releases, '9.9.9'), base]), { timeout: 20_000, interval: 50 });
    const last = JSON.parse(readFileSync(join(releases, 'last.json'), 'utf8'));
    expect(last).toMatchObject({ version: '9.9.9', previous: '1.0.0', state: 'timeout' });
    expect(() => readFileSync(join(releases, 'pending.json'))).toThrow();
    expect(log).toEqual([
      'update: starting version 9.9.9 on trial (healthy within 1.5 s or back).',
      'update: version 9.9.9 was not healthy within 1.5 s; rolling back.',
    ]);
  });

  it('asks the next start to restore the backup before the update when the trial had migrated the database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wardlight-rollback-'));
    dirs.push(dir);
    const base = join(dir, 'base');
    const releases = join(dir, 'releases');
    const backups = join(dir, 'backups');
    mkdirSync(join(releases, '9.9.9', 'apps/server/src'), { recursive: true });
    mkdirSync(base);
    mkdirSync(backups);
    writeFileSync(join(releases, '9.9.9', 'apps/server/src/main.ts'), '');
    const backup = 'wardlight-2026-11-27T10-00-00-000Z-before_update-v9.9.9.pglite.tar.gz';
    writeFileSync(
      join(releases, 'pending.json'),
      JSON.stringify({ version: '9.9.9', previous: '1.0.0', backup, backup_dir: backups }),
    );
    const journal = join(dir, 'journal');
    // The trial (and only it) knows it is one, records its migration as the server does, then hangs.
    const script = `
      const fs = require('node:fs');
      const trial = process.env.WARDLIGHT_TRIAL_VERSION || '-';
      fs.appendFileSync(${JSON.stringify(journal)}, trial + '\\n');
      if (trial !== '-')
        fs.writeFileSync(${JSON.stringify(join(releases, 'trial-migrated.json'))}, JSON.stringify({ version: trial, pending: 1 }));
      setInterval(() => {}, 1000);
    `;
    const { log, read } = await supervise(dir, base, releases, script, journal);
    await vi.waitFor(() => expect(read()).toEqual(['9.9.9', '-']), { timeout: 20_000, interval: 50 });
    // The restore is asked before the previous version starts: it is there by the time that one runs.
    expect(JSON.parse(readFileSync(join(backups, 'restore-pending.json'), 'utf8'))).toMatchObject({
      name: backup,
      requested_by: 'update rollback (9.9.9)',
    });
    expect(JSON.parse(readFileSync(join(releases, 'last.json'), 'utf8'))).toMatchObject({
      version: '9.9.9',
      state: 'timeout',
      backup,
      restored_backup: backup,
    });
    expect(() => readFileSync(join(releases, 'trial-migrated.json'))).toThrow();
    expect(log).toContain(
      `update: version 9.9.9 had migrated the database; restoring ${backup} before the previous version starts.`,
    );
  });
});
