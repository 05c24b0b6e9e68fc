// The supervisor's half of updates (issue 16 item 8, ADR 0045). The server unpacks an uploaded release into
// RELEASES_DIR/<version>, writes RELEASES_DIR/pending.json and exits with 75. On the next launch this
// module runs the pending version on trial: once its /backend/health answers 200 with that version,
// current.json names it and last.json says `done`. If it exits first (`error`) or is not healthy within
// UPDATE_TIMEOUT_MS (5 min, spec part 1 §9; `timeout`) it is stopped, and the version before it (the one
// in current.json, or the installation itself) starts again: the rollback. A version on trial that migrated
// the database (it wrote trial-migrated.json before migrating) is rolled back with its database: the
// before_update backup the server took before the install is restored by the next start (restore-pending.json
// in the backup directory, ADR 0042), so the previous version never runs on a schema it does not know.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const UPDATE_TIMEOUT_MS = 5 * 60_000;
const POLL_MS = 500;
/** The server's names (updates.service.ts TRIAL_MIGRATED, backup-store.ts PENDING_RESTORE). */
const TRIAL_MIGRATED = 'trial-migrated.json';
const PENDING_RESTORE = 'restore-pending.json';

/** The releases directory of an environment: RELEASES_DIR, else beside the data directory. */
export function releasesDirOf(env) {
  return resolve(env.RELEASES_DIR || `${resolve(env.DATA_DIR || './data')}-releases`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Writes a small file so that it is whole or absent after a crash (temp, fsync, rename, fsync dir). */
export function writeJsonDurably(dir, name, value) {
  const temp = join(dir, `.${name}.tmp`);
  writeFileSync(temp, JSON.stringify(value));
  const fd = openSync(temp, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temp, join(dir, name));
  const dirFd = openSync(dir, 'r');
  fsyncSync(dirFd);
  closeSync(dirFd);
}

/**
 * @param {{ baseDir: string, env: NodeJS.ProcessEnv, log: (line: string) => void, timeoutMs?: number, killAfterMs?: number }} options
 */
export function createReleaseLauncher(options) {
  const { baseDir, env, log } = options;
  const dir = releasesDirOf(env);
  const timeoutMs = options.timeoutMs ?? (Number(env.UPDATE_TIMEOUT_MS) || UPDATE_TIMEOUT_MS);
  const killAfterMs = options.killAfterMs ?? 10_000;
  const port = Number(env.PORT) || 8080;
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  /** The trial in progress: { version, child, confirmed, failed, timers } */
  let trial = null;

  const releaseDir = (version) => join(dir, version);

  function finish(outcome) {
    const pending = readJson(join(dir, 'pending.json'));
    writeJsonDurably(dir, 'last.json', {
      ...outcome,
      previous: pending?.previous ?? null,
      backup: pending?.backup ?? null,
      backup_dir: pending?.backup_dir ?? null,
      at: new Date().toISOString(),
    });
    rmSync(join(dir, 'pending.json'), { force: true });
    if (outcome.state === 'done') rmSync(join(dir, TRIAL_MIGRATED), { force: true });
  }

  /**
   * After a failed trial's process has ended (it cannot write any more): if it migrated the database, the
   * next start restores the backup taken before the install. Without a backup the previous version starts
   * on the migrated schema, and the log says so.
   */
  function restoreIfMigrated(version) {
    const migrated = readJson(join(dir, TRIAL_MIGRATED));
    rmSync(join(dir, TRIAL_MIGRATED), { force: true });
    if (migrated?.version !== version) return;
    const last = readJson(join(dir, 'last.json'));
    if (!last || last.version !== version || last.state === 'done') return;
    if (!last.backup || !last.backup_dir) {
      log(`update: version ${version} migrated the database and no backup was taken before it; not restored.`);
      return;
    }
    writeJsonDurably(last.backup_dir, PENDING_RESTORE, {
      name: last.backup,
      requested_at: new Date().toISOString(),
      requested_by: `update rollback (${version})`,
    });
    writeJsonDurably(dir, 'last.json', { ...last, restored_backup: last.backup });
    log(
      `update: version ${version} had migrated the database; restoring ${last.backup} before the previous version starts.`,
    );
  }

  /** Where and with what the next server process runs. */
  function plan() {
    // Relative paths of the environment are the installation's; a release runs in its own directory.
    const paths = {};
    for (const name of ['DATA_DIR', 'BACKUP_DIR', 'CONFIGURATOR_CA_FILE'])
      if (env[name]) paths[name] = resolve(env[name]);
    const common = {
      ...paths,
      DATA_DIR: resolve(env.DATA_DIR || './data'),
      RELEASES_DIR: dir,
      WARDLIGHT_BASE_DIR: baseDir,
      WARDLIGHT_SUPERVISED: '1',
      UPDATE_TIMEOUT_MS: String(timeoutMs),
    };
    const pending = readJson(join(dir, 'pending.json'));
    if (pending?.version) {
      if (existsSync(join(releaseDir(pending.version), 'apps/server/src/main.ts'))) {
        log(`update: starting version ${pending.version} on trial (healthy within ${timeoutMs / 1000} s or back).`);
        return {
          cwd: releaseDir(pending.version),
          env: { ...common, WARDLIGHT_TRIAL_VERSION: pending.version },
          trialVersion: pending.version,
        };
      }
      finish({ version: pending.version, state: 'error', reason: 'release directory missing' });
    }
    const current = readJson(join(dir, 'current.json'));
    if (current?.version && existsSync(join(releaseDir(current.version), 'apps/server/src/main.ts')))
      return { cwd: releaseDir(current.version), env: common, trialVersion: null };
    return { cwd: baseDir, env: common, trialVersion: null };
  }

  function stopTrialTimers() {
    if (!trial) return;
    clearInterval(trial.poll);
    clearTimeout(trial.deadline);
  }

  /** Watches a launched process; a trial is confirmed by its health or failed by its deadline. */
  function watch(child, launched) {
    if (!launched.trialVersion) {
      trial = null;
      return;
    }
    const t = { version: launched.trialVersion, child, confirmed: false, failed: false, poll: null, deadline: null };
    trial = t;
    t.poll = setInterval(async () => {
      try {
        const res = await fetch(`http://${host}:${port}/backend/health`, { signal: AbortSignal.timeout(2_000) });
        const body = await res.json();
        if (res.status !== 200 || body.version !== t.version || t.failed || t.confirmed) return;
        t.confirmed = true;
        stopTrialTimers();
        writeJsonDurably(dir, 'current.json', { version: t.version });
        finish({ version: t.version, state: 'done' });
        log(`update: version ${t.version} is healthy and stays.`);
      } catch {
        // not answering yet
      }
    }, POLL_MS);
    t.deadline = setTimeout(() => {
      if (t.confirmed) return;
      t.failed = true;
      stopTrialTimers();
      finish({ version: t.version, state: 'timeout', reason: `not healthy within ${timeoutMs / 1000} s` });
      log(`update: version ${t.version} was not healthy within ${timeoutMs / 1000} s; rolling back.`);
      child.kill('SIGTERM');
      setTimeout(
        () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'),
        killAfterMs,
      ).unref();
    }, timeoutMs);
  }

  /** A process ended: 'restart' when it was a trial that failed (the previous version starts again). */
  function onExit(child, code, signal) {
    const t = trial;
    if (!t || t.child !== child || t.confirmed) return undefined;
    trial = null;
    stopTrialTimers();
    if (!t.failed) {
      finish({ version: t.version, state: 'error', reason: `exited (${signal ?? code}) before it was healthy` });
      log(`update: version ${t.version} exited (${signal ?? code}) before it was healthy; rolling back.`);
    }
    restoreIfMigrated(t.version);
    return 'restart';
  }

  function stop() {
    stopTrialTimers();
  }

  return { dir, plan, watch, onExit, stop };
}
