import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin } from '../../../test/seed';
import { exportChunks, exportJobs } from '../../db/schema/index';
import { createExportCleanup } from '../../jobs/export-cleanup';
import { STALE_AFTER_MS } from './export-limits';
import { MINUTE, seedExportCalls, seedExportConfiguration } from './export-seed';
import { download, exportDone, listExports, two } from './exports-test-kit';

/** Each export starts a worker thread; on a loaded CI machine that alone takes seconds. */
const SLOW = { timeout: 120_000 };

// The scheduled clean-up (spec part 2 §9, issue 12.5): exports a month old go with their files, in
// bounded batches; a job whose instance died is marked Failed once its progress stood still long enough.

let server: TestServer;
let admin: TestClient;
let systemId: number;
let userId: number;

const cleanupOf = (sole = false) =>
  createExportCleanup({
    db: server.app.database.db,
    runner: server.app.services.exports.runner,
    log: pino({ level: 'silent' }),
    sole,
  });

/** A job row as another instance would have left it. */
async function jobRow(values: Partial<typeof exportJobs.$inferInsert>) {
  const [row] = await server.app.database.db
    .insert(exportJobs)
    .values({
      system_id: systemId,
      user_id: userId,
      kind: 'calls',
      format: 'csv',
      expires_at: new Date(Date.now() + 86_400_000),
      ...values,
    })
    .returning();
  if (!row) throw new Error('no job');
  return row;
}

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  [systemId = 0] = await addSystems(server, ['Haus Sonnenblick']);
  admin.system = two(systemId);
  await seedExportConfiguration(server.app.database.db, systemId);
  await seedExportCalls(server.app.database.db, systemId, 30, new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
  const me = await admin.gql<{ authUser: { id: number } }>('{ authUser { id } }');
  userId = me.data?.authUser.id ?? 0;
}, 60_000);
afterAll(() => server.close());

describe('exports a month old', SLOW, () => {
  it('are deleted with their files; younger ones stay', async () => {
    const old = await exportDone(admin, { kind: 'calls', format: 'xlsx', filter: { range: 'since_beginning' } });
    const young = await exportDone(admin, { kind: 'calls', format: 'csv', filter: { range: 'since_beginning' } });
    const db = server.app.database.db;
    await db
      .update(exportJobs)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(exportJobs.id, old.id));
    expect(await cleanupOf().deleteExpired()).toBe(1);
    expect((await listExports(admin)).map((j) => j.id)).toEqual([young.id]);
    expect(await db.select().from(exportChunks).where(eq(exportChunks.job_id, old.id))).toEqual([]);
    expect((await download(admin, old.id)).status).toBe(404);
    expect((await download(admin, young.id)).status).toBe(200);
  });

  it('go in batches until none is left', async () => {
    const past = new Date(Date.now() - 60_000);
    const rows = await Promise.all(
      Array.from({ length: 45 }, () => jobRow({ state: 'Complete', expires_at: past, created_at: past })),
    );
    expect(await cleanupOf().deleteExpired()).toBe(45);
    const ids = rows.map((r) => r.id);
    expect(await server.app.database.db.select().from(exportJobs).where(inArray(exportJobs.id, ids))).toEqual([]);
  });
});

describe('a job that runs nowhere', SLOW, () => {
  it('is Failed once its progress stood still for two minutes, not while it moves', async () => {
    const cleanup = cleanupOf();
    const stuck = await jobRow({ state: 'Running', rows_done: 500 });
    const moving = await jobRow({ state: 'Running', rows_done: 500 });
    const t0 = Date.now();
    const at = (ms: number) => new Date(t0 + ms);
    expect(await cleanup.failStale(at(0))).toBe(0);
    await server.app.database.db.update(exportJobs).set({ rows_done: 1000 }).where(eq(exportJobs.id, moving.id));
    expect(await cleanup.failStale(at(STALE_AFTER_MS - 1000))).toBe(0);
    expect(await cleanup.failStale(at(STALE_AFTER_MS))).toBe(1);
    const [job] = await server.app.database.db.select().from(exportJobs).where(eq(exportJobs.id, stuck.id));
    expect(job).toMatchObject({ state: 'Failed', error: 'instance_lost' });
    // The one that moved is judged from its last move.
    expect(await cleanup.failStale(at(STALE_AFTER_MS + 60_000))).toBe(0);
    expect(await cleanup.failStale(at(2 * STALE_AFTER_MS))).toBe(1);
  });

  it('is Failed at once when the server is the only one on its database (embedded)', async () => {
    const left = await jobRow({ state: 'New' });
    expect(await cleanupOf(true).failStale()).toBe(1);
    const [job] = await server.app.database.db.select().from(exportJobs).where(eq(exportJobs.id, left.id));
    expect(job).toMatchObject({ state: 'Failed', error: 'instance_lost' });
  });
});
