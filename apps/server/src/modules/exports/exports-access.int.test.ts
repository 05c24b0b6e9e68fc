import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import { exportChunks } from '../../db/schema/index';
import { MINUTE, seedExportCalls, seedExportConfiguration } from './export-seed';
import { createExport, download, exportDone, JOB_FIELDS, type JobView, listExports, two } from './exports-test-kit';

/** Each export starts a worker thread; on a loaded CI machine that alone takes seconds. */
const SLOW = { timeout: 120_000 };

// Who may ask for an export, list, cancel, delete and download it (issue 12.5): the kind's permission,
// only one's own jobs, and the file only while the asker still sees its rows.

let server: TestServer;
let admin: TestClient;
let systemId: number;
let otherSystem: number;
let nurse: TestClient;
let colleague: TestClient;
const NOW = new Date(Math.floor(Date.now() / MINUTE) * MINUTE);
const ALL = { range: 'since_beginning' };
const LOG = ['calllog::use_module', 'calllog::see_defects', 'calllog::see_repeater_defects'];

const codeOf = (reply: { errors: { extensions?: Record<string, unknown> }[] }) => reply.errors[0]?.extensions?.code;
const rowsOf = (body: Buffer) => parse(body.subarray(3).toString('utf8'), { delimiter: ';' }) as string[][];

async function onSystem(client: TestClient): Promise<TestClient> {
  client.system = two(systemId);
  return client;
}

async function roleOf(client: TestClient): Promise<number> {
  const me = await client.gql<{ authUser: { roles: number[] } }>('{ authUser { roles } }');
  return me.data?.authUser.roles[0] ?? 0;
}

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  [systemId = 0, otherSystem = 0] = await addSystems(server, ['Haus Sonnenblick', 'Haus Abendrot']);
  admin.system = two(systemId);
  await seedExportConfiguration(server.app.database.db, systemId);
  await seedExportCalls(server.app.database.db, systemId, 40, NOW);
  nurse = await onSystem(await userWith(server, admin, 'nurse', LOG));
  colleague = await onSystem(await userWith(server, admin, 'colleague', LOG));
}, 60_000);
afterAll(() => server.close());

describe('asking for an export', SLOW, () => {
  it('is refused without a session, and without the permission of the kind', async () => {
    const visitor = await onSystem(server.client());
    expect(codeOf(await createExport(visitor, { kind: 'calls', format: 'csv' }))).toBe('MISSING_AUTH');
    const technician = await onSystem(await userWith(server, admin, 'technician', ['systemtree::use_module']));
    expect(codeOf(await createExport(technician, { kind: 'calls', format: 'csv' }))).toBe('MISSING_PERMISSION');
    const tree = await exportDone(technician, { kind: 'system_tree', format: 'csv' });
    expect(tree.rows_total).toBe(6);
    // The list shows the kinds one may export: the technician sees the tree, not the nurse's calls.
    await exportDone(nurse, { kind: 'calls', format: 'csv', filter: ALL });
    expect((await listExports(technician)).map((j) => j.kind)).toEqual(['system_tree']);
  });

  it('refuses an unknown kind or format field by field', async () => {
    const reply = await createExport(nurse, { kind: 'calendar', format: 'docx' });
    expect(reply.errors.map((e) => [e.extensions?.field, e.extensions?.key])).toEqual([
      ['kind', 'invalid_value'],
      ['format', 'invalid_value'],
    ]);
  });

  it('answers with the New job at once, named in the user’s language, kept for a month', async () => {
    colleague.locale = 'it';
    const reply = await createExport(colleague, { kind: 'calls', format: 'pdf', filter: ALL });
    colleague.locale = 'de';
    const job = reply.data?.createExport;
    expect(job).toMatchObject({ state: 'New', rows_total: 40, rows_done: 0, progress: 0, download_url: null });
    expect(job?.file_name).toMatch(/^chiamate-\d{4}-\d\d-\d\d\.pdf$/);
    const { created_at, expires_at } = job as JobView & { created_at: string; expires_at: string };
    const days = (Date.parse(expires_at) - Date.parse(created_at)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    await server.app.services.exports.runner.settled(job?.id ?? 0);
  });
});

describe('one’s own exports', SLOW, () => {
  let job: JobView;
  beforeAll(async () => {
    job = await exportDone(nurse, { kind: 'calls', format: 'csv', filter: ALL });
  }, SLOW.timeout);

  it('are listed, cancelled, deleted and downloaded by their asker only', async () => {
    expect((await listExports(colleague)).map((j) => j.id)).not.toContain(job.id);
    expect(codeOf(await colleague.gql(`mutation { cancelExport(id: ${job.id}) { id } }`))).toBe('NOT_FOUND');
    expect(codeOf(await colleague.gql(`mutation { deleteExport(id: ${job.id}) }`))).toBe('NOT_FOUND');
    expect((await download(colleague, job.id)).status).toBe(404);
    expect((await download(server.client(), job.id)).status).toBe(401);
    expect((await download(nurse, 999_999)).status).toBe(404);
    const mine = await download(nurse, job.id);
    expect(mine.status).toBe(200);
    expect(rowsOf(mine.body)).toHaveLength(41);
    // A finished job is answered as it is.
    const cancelled = await nurse.gql<{ cancelExport: JobView }>(
      `mutation { cancelExport(id: ${job.id}) { ${JOB_FIELDS} } }`,
    );
    expect(cancelled.data?.cancelExport.state).toBe('Complete');
  });

  it('is deleted with its file', async () => {
    const other = await exportDone(nurse, { kind: 'calls', format: 'xlsx', filter: ALL });
    const db = server.app.database.db;
    expect((await db.select().from(exportChunks).where(eq(exportChunks.job_id, other.id))).length).toBeGreaterThan(0);
    expect((await nurse.gql(`mutation { deleteExport(id: ${other.id}) }`)).data).toEqual({ deleteExport: true });
    expect(await db.select().from(exportChunks).where(eq(exportChunks.job_id, other.id))).toEqual([]);
    expect((await listExports(nurse)).map((j) => j.id)).not.toContain(other.id);
    expect((await download(nurse, other.id)).status).toBe(404);
  });
});

describe('the download', SLOW, () => {
  it('is refused once the asker lost the permission of its kind', async () => {
    const leaver = await onSystem(await userWith(server, admin, 'leaver', LOG));
    const job = await exportDone(leaver, { kind: 'calls', format: 'csv', filter: ALL });
    const changed = await admin.gql('mutation($id: Int!, $d: RoleInput!) { updateRole(id: $id, data: $d) { id } }', {
      id: await roleOf(leaver),
      d: { permissions: ['systemtree::use_module'] },
    });
    expect(changed.errors).toEqual([]);
    expect((await download(leaver, job.id)).status).toBe(403);
  });

  it('is refused once the asker may no longer use the export’s system', async () => {
    const mover = await onSystem(await userWith(server, admin, 'mover', LOG, { system_access: [systemId] }));
    const job = await exportDone(mover, { kind: 'calls', format: 'csv', filter: ALL });
    const me = await mover.gql<{ authUser: { id: number } }>('{ authUser { id } }');
    const moved = await admin.gql('mutation($id: Int!, $d: UserInput!) { updateUser(id: $id, data: $d) { id } }', {
      id: me.data?.authUser.id,
      d: { system_access: [otherSystem] },
    });
    expect(moved.errors).toEqual([]);
    expect((await download(mover, job.id)).status).toBe(403);
  });

  it('is refused once the asker is restricted to call source groups that do not cover the file', async () => {
    const narrowed = await onSystem(await userWith(server, admin, 'narrowed', LOG));
    const job = await exportDone(narrowed, { kind: 'calls', format: 'csv', filter: ALL });
    expect((await download(narrowed, job.id)).status).toBe(200);
    const group = await admin.gql<{ createCallSourceGroup: { id: number } }>(
      'mutation($d: CallSourceGroupInput!) { createCallSourceGroup(data: $d) { id } }',
      { d: { name: 'Bäder', call_source_ids: [2] } },
    );
    await admin.gql('mutation($id: Int!, $d: RoleInput!) { updateRole(id: $id, data: $d) { id } }', {
      id: await roleOf(narrowed),
      d: { call_source_group_ids: [group.data?.createCallSourceGroup.id] },
    });
    expect((await download(narrowed, job.id)).status).toBe(403);
  });
});

describe('a user restricted to call source groups', SLOW, () => {
  it('exports their calls only, and defects only with the permission', async () => {
    const group = await admin.gql<{ createCallSourceGroup: { id: number } }>(
      'mutation($d: CallSourceGroupInput!) { createCallSourceGroup(data: $d) { id } }',
      { d: { name: 'Zimmer', call_source_ids: [1] } },
    );
    const role = await admin.gql<{ createRole: { id: number } }>(
      'mutation($d: RoleInput!) { createRole(data: $d) { id } }',
      {
        d: {
          name: 'Nur Zimmer',
          permissions: ['calllog::use_module'],
          call_source_group_ids: [group.data?.createCallSourceGroup.id],
        },
      },
    );
    await admin.gql('mutation($d: UserInput!) { createUser(data: $d) { id } }', {
      d: { name: 'zimmer', password: 'password for tests', role_ids: [role.data?.createRole.id] },
    });
    const restricted = await onSystem(server.client());
    await restricted.login('zimmer', 'password for tests');
    const job = await exportDone(restricted, { kind: 'calls', format: 'csv', filter: ALL });
    const rows = rowsOf((await download(restricted, job.id)).body).slice(1);
    // Source Zimmer is every odd call; the Defekt calls (every 13th) need calllog::see_defects.
    const expected = Array.from({ length: 40 }, (_, k) => k + 1).filter((i) => i % 2 === 1 && i % 13 !== 0);
    expect(rows.map((r) => r[5])).toEqual(expected.map((i) => `Zimmer ${i}`));
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(['Zimmer']));
  });
});

describe('the console', SLOW, () => {
  it('hears its own exports change, from the list at once to Complete', async () => {
    const socket = nurse.socket();
    const seen: JobView[][] = [];
    const stop = socket.subscribe<{ onExportChanged: JobView[] }>(
      { query: `subscription { onExportChanged { ${JOB_FIELDS} } }` },
      { next: (v) => v.data && seen.push(v.data.onExportChanged), error: () => undefined, complete: () => undefined },
    );
    const othersSocket = colleague.socket();
    const othersSeen: JobView[][] = [];
    const stopOther = othersSocket.subscribe<{ onExportChanged: JobView[] }>(
      { query: `subscription { onExportChanged { id } }` },
      {
        next: (v) => v.data && othersSeen.push(v.data.onExportChanged),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await expect.poll(() => seen.length && othersSeen.length).toBeGreaterThan(0);
    const heardByOther = othersSeen.length;
    const job = await exportDone(nurse, { kind: 'calls', format: 'pdf', filter: ALL });
    await expect.poll(() => seen.at(-1)?.[0]?.state).toBe('Complete');
    const states = seen.map((list) => list.find((j) => j.id === job.id)?.state).filter(Boolean);
    expect(['New', 'Running']).toContain(states[0]);
    expect(states.at(-1)).toBe('Complete');
    expect(seen.at(-1)?.[0]).toMatchObject({
      id: job.id,
      progress: 1,
      download_url: `/backend/exports/${job.id}/file`,
    });
    expect(othersSeen.length).toBe(heardByOther);
    stop();
    stopOther();
    await socket.dispose();
    await othersSocket.dispose();
  });
});
