import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { exportChunks, exportJobs } from '../../db/schema/index';
import { ACTIVE_STATES, type ExportKind } from './export-limits';

export type ExportJobRow = typeof exportJobs.$inferSelect;
export type NewExportJob = typeof exportJobs.$inferInsert;

const running = (id: number) => and(eq(exportJobs.id, id), eq(exportJobs.state, 'Running'));
const active = (id: number) => and(eq(exportJobs.id, id), inArray(exportJobs.state, [...ACTIVE_STATES]));
const own = (id: number, userId: number, systemId: number) =>
  and(eq(exportJobs.id, id), eq(exportJobs.user_id, userId), eq(exportJobs.system_id, systemId));

/** Queries of export jobs and their files. Writes that move a job on say whether it was still there to move. */
export const exportsRepository = {
  async insert(db: DbOrTx, job: NewExportJob): Promise<ExportJobRow> {
    const [row] = await db.insert(exportJobs).values(job).returning();
    if (!row) throw new Error('export job not stored');
    return row;
  },

  async byId(db: DbOrTx, id: number): Promise<ExportJobRow | null> {
    const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, id));
    return row ?? null;
  },

  async own(db: DbOrTx, id: number, userId: number, systemId: number): Promise<ExportJobRow | null> {
    const [row] = await db
      .select()
      .from(exportJobs)
      .where(own(id, userId, systemId));
    return row ?? null;
  },

  /** The user's newest jobs of one system, of the kinds given. */
  list(db: DbOrTx, userId: number, systemId: number, kinds: ExportKind[], limit: number): Promise<ExportJobRow[]> {
    if (kinds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(exportJobs)
      .where(and(eq(exportJobs.user_id, userId), eq(exportJobs.system_id, systemId), inArray(exportJobs.kind, kinds)))
      .orderBy(desc(exportJobs.created_at), desc(exportJobs.id))
      .limit(limit);
  },

  /** New → Running; false when the job was cancelled or deleted before it started. */
  async start(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .update(exportJobs)
      .set({ state: 'Running', started_at: new Date() })
      .where(and(eq(exportJobs.id, id), eq(exportJobs.state, 'New')))
      .returning({ id: exportJobs.id });
    return rows.length > 0;
  },

  /** Progress of a running job; false when it no longer runs (cancelled, deleted, failed elsewhere). */
  async progress(db: DbOrTx, id: number, rowsDone: number, fileSize: number | null = null): Promise<boolean> {
    const rows = await db
      .update(exportJobs)
      .set(fileSize === null ? { rows_done: rowsDone } : { rows_done: rowsDone, file_size: fileSize })
      .where(running(id))
      .returning({ id: exportJobs.id });
    return rows.length > 0;
  },

  /**
   * The bytes travel as base64 text, which Node encodes and decodes natively: the embedded database's own
   * bytea conversion is a JavaScript loop per byte (~100 ms of the main thread for 256 KB).
   */
  async insertChunk(db: DbOrTx, jobId: number, n: number, data: Buffer): Promise<void> {
    await db.execute(
      sql`insert into ${exportChunks} (job_id, n, data) values (${jobId}, ${n}, decode(${data.toString('base64')}, 'base64'))`,
    );
  },

  async chunk(db: DbOrTx, jobId: number, n: number): Promise<Buffer | null> {
    const result = await db.execute(
      sql`select encode(data, 'base64') as b64 from ${exportChunks} where job_id = ${jobId} and n = ${n}`,
    );
    const row = rowsOf<{ b64: string }>(result)[0];
    // PostgreSQL breaks base64 into lines; Node's decoder skips the line breaks.
    return row ? Buffer.from(row.b64, 'base64') : null;
  },

  async deleteChunks(db: DbOrTx, jobId: number): Promise<void> {
    await db.delete(exportChunks).where(eq(exportChunks.job_id, jobId));
  },

  /** Running → Complete with what was written; false when it no longer ran. */
  async complete(
    db: DbOrTx,
    id: number,
    done: { rows_done: number; rows_total: number; file_size: number; file_name: string },
  ): Promise<boolean> {
    const rows = await db
      .update(exportJobs)
      .set({ ...done, state: 'Complete', finished_at: new Date() })
      .where(running(id))
      .returning({ id: exportJobs.id });
    return rows.length > 0;
  },

  /** New or Running → Failed or Canceled. */
  async end(db: DbOrTx, id: number, state: 'Failed' | 'Canceled', error: string | null = null): Promise<boolean> {
    const rows = await db
      .update(exportJobs)
      .set({ state, error, finished_at: new Date() })
      .where(active(id))
      .returning({ id: exportJobs.id });
    return rows.length > 0;
  },

  async remove(db: DbOrTx, id: number): Promise<void> {
    await db.delete(exportJobs).where(eq(exportJobs.id, id));
  },

  /** Jobs that should be running somewhere, with what shows that they move. */
  activeJobs(db: DbOrTx) {
    return db
      .select({
        id: exportJobs.id,
        user_id: exportJobs.user_id,
        system_id: exportJobs.system_id,
        state: exportJobs.state,
        rows_done: exportJobs.rows_done,
        file_size: exportJobs.file_size,
        created_at: exportJobs.created_at,
      })
      .from(exportJobs)
      .where(inArray(exportJobs.state, [...ACTIVE_STATES]));
  },

  /**
   * Up to `limit` of the jobs that expired by `now`, with their chunks (the foreign key cascades). Returns
   * who they belonged to, so their consoles hear of it.
   */
  async deleteExpired(db: DbOrTx, now: Date, limit: number) {
    const expired = db
      .select({ id: exportJobs.id })
      .from(exportJobs)
      .where(lte(exportJobs.expires_at, now))
      .orderBy(asc(exportJobs.expires_at))
      .limit(limit);
    return db
      .delete(exportJobs)
      .where(inArray(exportJobs.id, expired))
      .returning({ id: exportJobs.id, user_id: exportJobs.user_id, system_id: exportJobs.system_id });
  },
};
