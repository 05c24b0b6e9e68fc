import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import type { Bus } from '../../events/topics';
import type { Logger } from '../../logger';
import { CHUNK_BYTES, PROGRESS_EVERY_MS } from './export-limits';
import type { ExportSource } from './export-sources';
import { type ExportJobRow, exportsRepository as repo } from './exports.repository';
import type { WriterSetup } from './writers/writer-protocol';
import { WriterThread } from './writers/writer-thread';

/** Exports rendered at once by one instance; more wait (as New) for a place. Each is a worker thread. */
const PARALLEL = 2;
/** A temp file nobody has written for this long belongs to no running export (an instance that died). */
const ORPHAN_AFTER_MS = 30 * 60_000;

export interface ExportPlan {
  job: ExportJobRow;
  source: ExportSource;
  setup: Omit<WriterSetup, 'path' | 'columns' | 'format'>;
  /** The format's row limit: the file never holds more, whatever arrived since the count. */
  limit: number;
}

type Who = Pick<ExportJobRow, 'id' | 'user_id' | 'system_id'>;

/** Why a job should stop: the server shuts down, or its user cancelled or deleted it here. */
interface Signal {
  shutdown: boolean;
  halted: boolean;
}
const stopping = (signal: Signal) => signal.shutdown || signal.halted;

/**
 * Runs export jobs in the background of the instance that accepted them (issue 12.5): reads the rows on
 * the console's database handle a batch at a time, has a worker thread render them into a temp file,
 * copies the file into `export_chunks` in pieces, and moves the job New → Running → Complete. Each
 * batch's progress write also asks whether the job still runs, so a cancel or a delete — from any
 * instance — stops it at the next batch. A failure is logged and stored as a short key.
 */
export function createExportRunner(deps: { db: Db; bus: Bus; log: Logger; tempDir: string }) {
  const { db, log, tempDir } = deps;
  const jobs = new Map<number, { signal: Signal; done: Promise<void> }>();
  const queue: (() => void)[] = [];
  let running = 0;
  let closing = false;

  const announce = (job: Who) => {
    deps.bus
      .publish('exportChanged', { job_id: job.id, user_id: job.user_id, system_id: job.system_id })
      .catch((error: unknown) => log.warn({ err: error, export_id: job.id }, 'export change not announced'));
  };

  async function place(): Promise<void> {
    if (running < PARALLEL) {
      running += 1;
      return;
    }
    await new Promise<void>((admit) => queue.push(admit));
  }

  function leave(): void {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }

  /** The file into the database, one piece at a time; false when the job stopped meanwhile. */
  async function copy(job: ExportJobRow, path: string, rows: number, signal: Signal): Promise<boolean> {
    const file = createReadStream(path, { highWaterMark: CHUNK_BYTES });
    let n = 0;
    let bytes = 0;
    let told = performance.now();
    try {
      for await (const piece of file) {
        if (stopping(signal)) return false;
        await repo.insertChunk(db, job.id, n, piece as Buffer);
        n += 1;
        bytes += (piece as Buffer).length;
        // The size grows while rows stay put: the clean-up sees the job move (STALE_AFTER_MS); the write
        // also asks whether it still runs.
        if (performance.now() - told >= PROGRESS_EVERY_MS) {
          told = performance.now();
          if (!(await repo.progress(db, job.id, rows, bytes))) return false;
        }
      }
      return true;
    } finally {
      file.destroy();
    }
  }

  async function run(plan: ExportPlan, signal: Signal): Promise<void> {
    const { job } = plan;
    const path = join(tempDir, `export-${job.id}-${randomUUID()}.${job.format}`);
    let writer: WriterThread | null = null;
    try {
      await place();
      try {
        if (signal.shutdown) {
          // Still queued when the server stopped: no other instance takes it over.
          if (await repo.end(db, job.id, 'Failed', 'interrupted')) announce(job);
          return;
        }
        if (!(await repo.start(db, job.id))) return;
        announce(job);
        await mkdir(tempDir, { recursive: true });
        const thread = await WriterThread.open({
          ...plan.setup,
          format: job.format as WriterSetup['format'],
          path,
          columns: plan.source.columns,
        });
        writer = thread;
        let rows = 0;
        let alive = true;
        let told = performance.now();
        await plan.source.forEachBatch(plan.limit, async (batch) => {
          await thread.write(batch.json);
          rows += batch.count;
          alive = !stopping(signal);
          // The progress write also asks whether the job still runs: a cancel or delete made on another
          // instance stops it here within PROGRESS_EVERY_MS (one made here stops it at once: `halt`).
          if (alive && performance.now() - told >= PROGRESS_EVERY_MS) {
            told = performance.now();
            alive = await repo.progress(db, job.id, rows);
            if (alive) announce(job);
          }
          return alive;
        });
        const bytes = alive ? await thread.finish() : 0;
        writer = null;
        const copied = alive && (await copy(job, path, rows, signal));
        const completed =
          copied &&
          (await repo.complete(db, job.id, {
            rows_done: rows,
            rows_total: rows,
            file_size: bytes,
            file_name: job.file_name ?? `export.${job.format}`,
          }));
        if (!completed) {
          await repo.deleteChunks(db, job.id);
          // Stopped by the server's shutdown, not by the user: the job cannot go on anywhere.
          if (signal.shutdown) await repo.end(db, job.id, 'Failed', 'interrupted');
        }
        announce(job);
      } finally {
        leave();
      }
    } catch (error) {
      // A job deleted while its file was stored fails its next write: that is the delete, not a fault.
      if (!signal.halted)
        log.error({ err: error, export_id: job.id, format: job.format, kind: job.kind }, 'export failed');
      const key = signal.shutdown ? 'interrupted' : 'export_failed';
      await repo.end(db, job.id, 'Failed', key).catch(() => false);
      await repo.deleteChunks(db, job.id).catch(() => undefined);
      announce(job);
    } finally {
      await writer?.terminate().catch(() => undefined);
      await rm(path, { force: true }).catch(() => undefined);
    }
  }

  return {
    announce,

    /** Starts the job in the background; the caller does not wait for it. */
    start(plan: ExportPlan): void {
      if (closing) throw new Error('the server is stopping');
      const signal: Signal = { shutdown: false, halted: false };
      const done = run(plan, signal).finally(() => jobs.delete(plan.job.id));
      jobs.set(plan.job.id, { signal, done });
    },

    /** A job of this instance that was cancelled or deleted stops at its next batch. */
    halt(id: number): void {
      const job = jobs.get(id);
      if (job) job.signal.halted = true;
    },

    /** Whether this instance runs (or queues) the job. */
    isLocal: (id: number) => jobs.has(id),

    /** Resolves when the job has ended here (tests, the bench). */
    settled: (id: number) => jobs.get(id)?.done ?? Promise.resolve(),

    /** Removes temp files that no running export writes (left by an instance that died). */
    async sweepTemp(now = Date.now()): Promise<number> {
      let removed = 0;
      const names = await readdir(tempDir).catch(() => [] as string[]);
      for (const name of names) {
        if (!/^export-\d+-/.test(name)) continue;
        const path = join(tempDir, name);
        const info = await stat(path).catch(() => null);
        if (info && now - info.mtimeMs > ORPHAN_AFTER_MS) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    /** Stops every job here; each is marked Failed ('interrupted'), since no other instance takes it over. */
    async close(): Promise<void> {
      closing = true;
      for (const job of jobs.values()) job.signal.shutdown = true;
      for (const admit of queue.splice(0)) admit();
      await Promise.allSettled([...jobs.values()].map((j) => j.done));
    },
  };
}

export type ExportRunner = ReturnType<typeof createExportRunner>;

/** Where temp files go: `DATA_DIR/export-tmp`, or the system's temp directory without a data directory. */
export function exportTempDir(dataDir: string | undefined, tmp: string): string {
  return dataDir ? join(dataDir, 'export-tmp') : join(tmp, 'wardlight-export-tmp');
}
