import { formatSystemId } from '@wardlight/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import { auditLog, callActions, calls } from '../../db/schema/index';
import { activateLicence } from '../tree/tree-test-kit';

// Issue 16 item 6 (part): cleanup of old calls and audit entries, counts first and the confirmation
// phrase (spec part 1 §5); reloading every client (spec `reload` message).

const PREVIEW = 'query($d: Int!) { cleanupPreview(older_than_days: $d) { calls audit } }';
const CLEANUP = `mutation($d: Int!, $c: String!) {
  cleanup(older_than_days: $d, calls: true, audit: true, confirm: $c) { calls audit } }`;
const DAY = 86_400_000;

let server: TestServer;
let admin: TestClient;
let systemId: number;
const db = () => server.app.database.db;

async function ok<T>(client: TestClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const reply = await client.gql<T>(query, variables);
  if (reply.errors.length > 0) throw new Error(JSON.stringify(reply.errors));
  return reply.data as T;
}

function call(id: number, closedDaysAgo: number | null) {
  const at = new Date(Date.now() - (closedDaysAgo ?? 1) * DAY - 60_000);
  return {
    system_id: systemId,
    id,
    call_type_id: 2,
    opened_at: at,
    updated_at: at,
    closed_at: closedDaysAgo === null ? null : new Date(at.getTime() + 60_000),
    is_closed: closedDaysAgo !== null,
    weekday: 1,
  };
}

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  await activateLicence(admin);
  [systemId = 0] = await addSystems(server, ['Sonnenhof']);
  admin.system = formatSystemId(systemId);
  // Three old changes, then two recent ones; the old ones are dated back as if written 40 days ago.
  for (const name of ['Alt 1', 'Alt 2', 'Alt 3', 'Neu 1', 'Neu 2'])
    await ok(admin, 'mutation($n: String!) { createRole(data: { name: $n, permissions: [] }) { id } }', { n: name });
  const old = (
    await db().select().from(auditLog).where(eq(auditLog.system_id, systemId)).orderBy(auditLog.chain_seq)
  ).slice(0, 3);
  await db()
    .update(auditLog)
    .set({ at: new Date(Date.now() - 40 * DAY) })
    .where(
      inArray(
        auditLog.id,
        old.map((e) => e.id),
      ),
    );
  await db()
    .insert(calls)
    .values([call(1, 40), call(2, 35), call(3, 5), call(4, null)]);
  await db()
    .insert(callActions)
    .values([
      { system_id: systemId, call_id: 1, action: 'Accepted' },
      { system_id: systemId, call_id: 3, action: 'Accepted' },
    ]);
});
afterAll(() => server.close());

describe('cleanup', () => {
  it('counts first, refuses less than 30 days and a wrong phrase, removing nothing', async () => {
    expect(await ok(admin, PREVIEW, { d: 30 })).toEqual({ cleanupPreview: { calls: 2, audit: 3 } });
    expect((await admin.gql(PREVIEW, { d: 7 })).errors[0]?.extensions).toMatchObject({
      field: 'older_than_days',
      key: 'min_value',
    });
    expect((await admin.gql(CLEANUP, { d: 30, c: 'löschen' })).errors[0]?.extensions).toMatchObject({
      field: 'confirm',
    });
    expect(await ok(admin, PREVIEW, { d: 30 })).toEqual({ cleanupPreview: { calls: 2, audit: 3 } });
  });

  it('removes closed calls and audit entries older than the age, and the chain still verifies', async () => {
    expect(await ok(admin, CLEANUP, { d: 30, c: ' Bereinigen ' })).toEqual({ cleanup: { calls: 2, audit: 3 } });

    const left = await db().select({ id: calls.id }).from(calls).where(eq(calls.system_id, systemId));
    expect(left.map((c) => c.id).sort()).toEqual([3, 4]);
    const trail = await db()
      .select()
      .from(callActions)
      .where(and(eq(callActions.system_id, systemId)));
    expect(trail.map((a) => a.call_id)).toEqual([3]);
    const { verifyAuditLog } = await ok<{
      verifyAuditLog: { chains: { system_id: number; checked: number; broken: unknown }[] };
    }>(admin, '{ verifyAuditLog { chains { system_id checked broken { reason } } } }');
    // The two recent roles and the cleanup's own entry.
    expect(verifyAuditLog.chains.find((c) => c.system_id === systemId)).toEqual({
      system_id: systemId,
      checked: 3,
      broken: null,
    });
    expect(await ok(admin, PREVIEW, { d: 30 })).toEqual({ cleanupPreview: { calls: 0, audit: 0 } });
  });

  it('refuses visitors and users without admin::manage_system', async () => {
    const other = await userWith(server, admin, 'pflege', ['admin::use_module']);
    for (const [op, variables] of [
      [PREVIEW, { d: 30 }],
      [CLEANUP, { d: 30, c: 'bereinigen' }],
      ['mutation { reloadClients }', {}],
    ] as const) {
      expect((await server.client().gql(op, variables)).errors[0]?.extensions?.code).toBe('MISSING_AUTH');
      expect((await other.gql(op, variables)).errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    }
  });
});

describe('reloadClients', () => {
  it('sends reload to the consoles and displays', async () => {
    const display = server.client();
    display.system = formatSystemId(systemId);
    const socket = display.socket();
    const heard = new Promise<string>((resolve, reject) => {
      let subscribed = false;
      socket.subscribe<{ systemMessages: { subject: string } }>(
        { query: 'subscription { systemMessages { subject } }' },
        {
          next: ({ data }) => {
            const subject = data?.systemMessages.subject;
            if (!subscribed) {
              subscribed = true;
              ok(admin, 'mutation { reloadClients }').catch(reject);
            }
            if (subject === 'reload') resolve(subject);
          },
          error: reject,
          complete: () => reject(new Error('ended without reload')),
        },
      );
    });
    expect(await heard).toBe('reload');
    await socket.dispose();
  });
});
