import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { STALE_AFTER_MS } from '../modules/exports/export-limits';
import type { ExportRunner } from '../modules/exports/export-runner';
import { exportsRepository as repo } from '../modules/exports/exports.repository';

/** Expired jobs deleted per statement, and statements per pass: a pass never holds the database long. */
const DELETE_BATCH = 20;
const DELETE_BATCHES_PER_PASS = 50;
const HOURLY_MS = 3_600_000;
/** How often running jobs are looked at: a dead instance's job is Failed within STALE_AFTER_MS + this. */
const WATCH_MS = 30_000;

export interface ExportCleanupDeps {
  /** The housekeeping handle (Database.quiet), so a test's statement log does not see the timers. */
  db: Db;
  runner: Pick<ExportRunner, 'isLocal' | 'announce' | 'sweepTemp'>;
  log: Logger;
  /** The only instance on its database (embedded PGlite): a job running at start belongs to nobody. */
  sole: boolean;
}

/**
 * The scheduled work around exports (spec part 2 §9): exports a month old are deleted with their files,
 * at start and hourly, in bounded batches; a job left New or Running by an instance that died — its
 * progress has not moved for STALE_AFTER_MS while nobody here runs it — is marked Failed; temp files
 * nobody writes any more are removed.
 */
export function createExportCleanup(deps: ExportCleanupDeps) {
  const { db, runner } = deps;
  /** What each job looked like when first seen so: a job whose mark stays the same does not move. */
  const seen = new Map<number, { mark: string; since: number }>();
  let firstWatch = true;

  return {
    async deleteExpired(now = new Date()): Promise<number> {
      let deleted = 0;
      for (let pass = 0; pass < DELETE_BATCHES_PER_PASS; pass++) {
        const rows = await repo.deleteExpired(db, now, DELETE_BATCH);
        deleted += rows.length;
        for (const row of rows) runner.announce(row);
        if (rows.length < DELETE_BATCH) break;
      }
      return deleted;
    },

    async failStale(now = new Date()): Promise<number> {
      const jobs = await repo.activeJobs(db);
      const ids = new Set(jobs.map((j) => j.id));
      for (const id of seen.keys()) if (!ids.has(id)) seen.delete(id);
      const orphaned = deps.sole && firstWatch;
      firstWatch = false;
      let failed = 0;
      for (const job of jobs) {
        if (runner.isLocal(job.id)) {
          seen.delete(job.id);
          continue;
        }
        const mark = `${job.state}/${job.rows_done}/${job.file_size ?? ''}`;
        const before = seen.get(job.id);
        if (!orphaned && (!before || before.mark !== mark)) {
          seen.set(job.id, { mark, since: now.getTime() });
          continue;
        }
        if (!orphaned && now.getTime() - (before?.since ?? now.getTime()) < STALE_AFTER_MS) continue;
        seen.delete(job.id);
        if (await repo.end(db, job.id, 'Failed', 'instance_lost')) {
          failed += 1;
          runner.announce(job);
        }
      }
      return failed;
    },

    sweepTemp: () => runner.sweepTemp(),
  };
}

export type ExportCleanup = ReturnType<typeof createExportCleanup>;

/** Runs the clean-up at start, the deletion hourly and the watch every 30 s, until `stop`. */
export function scheduleExportCleanup(deps: ExportCleanupDeps): { cleanup: ExportCleanup; stop(): Promise<void> } {
  const cleanup = createExportCleanup(deps);
  const passes = new Set<Promise<unknown>>();
  // A database that is away is the database watch's to report (ADR 0023): a pass that fails is logged
  // and the next one tries again.
  const guard = (what: string, work: () => Promise<unknown>) => () => {
    const pass = work()
      .catch((error: unknown) => deps.log.warn({ err: error }, `export clean-up: ${what} failed`))
      .finally(() => passes.delete(pass));
    passes.add(pass);
  };
  const hourly = guard('deleting expired exports', async () => {
    await cleanup.deleteExpired();
    await cleanup.sweepTemp();
  });
  const watch = guard('watching running exports', () => cleanup.failStale());
  hourly();
  watch();
  const timers = [setInterval(hourly, HOURLY_MS), setInterval(watch, WATCH_MS)];
  for (const timer of timers) timer.unref();
  return {
    cleanup,
    /** Ends the timers and waits for a pass under way, so the database can close after. */
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...passes]);
    },
  };
}
