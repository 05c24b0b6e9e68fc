import { formatSystemId } from '@wardlight/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin, userWith } from '../../../test/seed';
import { auditLog } from '../../db/schema/index';
import { activateLicence } from '../tree/tree-test-kit';

// Issue 16 item 3 (ADR 0037): the audit is hash-chained per system; verify names the first broken link.

const VERIFY = `query($s: Int) { verifyAuditLog(system_id: $s) {
  unchained chains { system_id checked broken { entry_id chain_seq reason date } } } }`;
const LIST = `query($f: AuditFilter) { auditLog(filter: $f) { total items { id system_id entity action user_name chain_seq } } }`;

interface Report {
  system_id: number | null;
  checked: number;
  broken: { entry_id: number | null; chain_seq: number; reason: string } | null;
}

let server: TestServer;
let admin: TestClient;
let systemA: number;
let systemB: number;
const onSystem = (client: TestClient, id: number) => {
  const c = server.client();
  c.cookie = client.cookie;
  c.system = formatSystemId(id);
  return c;
};
const db = () => server.app.database.db;

async function ok<T>(client: TestClient, query: string, variables?: Record<string, unknown>): Promise<T> {
  const reply = await client.gql<T>(query, variables);
  if (reply.errors.length > 0) throw new Error(JSON.stringify(reply.errors));
  return reply.data as T;
}
const roles = (client: TestClient, names: string[]) =>
  Promise.all(
    names.map((name) =>
      ok(client, 'mutation($n: String!) { createRole(data: { name: $n, permissions: [] }) { id } }', { n: name }),
    ),
  );
const verify = async (client: TestClient, s: number | null = null) =>
  (await ok<{ verifyAuditLog: { chains: Report[]; unchained: number } }>(client, VERIFY, { s })).verifyAuditLog;
const chainOf = (reports: Report[], id: number | null) => reports.find((r) => r.system_id === id);
async function entriesOf(systemId: number) {
  return db().select().from(auditLog).where(eq(auditLog.system_id, systemId)).orderBy(auditLog.chain_seq);
}

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
  // Before the systems: its entry is in the chain of entries without a system.
  await activateLicence(admin);
  [systemA = 0, systemB = 0] = await addSystems(server, ['Sonnenhof', 'Linde']);
});
afterAll(() => server.close());

describe('the audit chain', () => {
  it('links every entry of a system to the one before, also when writes come at once', async () => {
    await roles(onSystem(admin, systemA), ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    await roles(onSystem(admin, systemB), ['B1', 'B2', 'B3']);

    const a = await entriesOf(systemA);
    expect(a.map((e) => e.chain_seq)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const [i, e] of a.entries()) if (i > 0) expect(e.prev_hash).toBe(a[i - 1]?.hash);
    const { chains } = await verify(admin);
    expect(chainOf(chains, systemA)).toEqual({ system_id: systemA, checked: 6, broken: null });
    expect(chainOf(chains, systemB)).toEqual({ system_id: systemB, checked: 3, broken: null });
  });

  it('names an entry edited in the database, and leaves other systems intact', async () => {
    const [, , third] = await entriesOf(systemA);
    if (!third) throw new Error('no third entry');
    await db().execute(sql`UPDATE audit_log SET change = '{"name": "Harmlos"}' WHERE id = ${third.id}`);

    const { chains } = await verify(admin);
    expect(chainOf(chains, systemA)).toMatchObject({
      checked: 2,
      broken: { entry_id: third.id, chain_seq: 3, reason: 'changed' },
    });
    expect(chainOf(chains, systemB)?.broken).toBeNull();
  });

  it('names the entry after one deleted, and a chain whose newest entries are gone', async () => {
    const [first, second, third] = await entriesOf(systemB);
    if (!first || !second || !third) throw new Error('no entries');
    await db().delete(auditLog).where(eq(auditLog.id, second.id));
    expect(chainOf((await verify(admin, systemB)).chains, systemB)).toMatchObject({
      checked: 1,
      broken: { entry_id: third.id, chain_seq: 3, reason: 'not_linked' },
    });

    await db().delete(auditLog).where(eq(auditLog.id, third.id));
    expect(chainOf((await verify(admin, systemB)).chains, systemB)).toMatchObject({
      checked: 1,
      broken: { entry_id: null, chain_seq: 2, reason: 'truncated' },
    });
  });
});

describe('reading the audit', () => {
  it('filters by system, user, entity, action and time', async () => {
    const all = await ok<{ auditLog: { total: number } }>(admin, LIST, { f: { system_id: systemA } });
    expect(all.auditLog.total).toBe(6);
    const none = await ok<{ auditLog: { total: number } }>(admin, LIST, {
      f: { system_id: systemA, from: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(none.auditLog.total).toBe(0);
    const created = await ok<{ auditLog: { items: { entity: string; action: string; user_name: string }[] } }>(
      admin,
      LIST,
      {
        f: {
          system_id: systemA,
          entity: 'role',
          action: 'created',
          user_id: 1,
          to: new Date(Date.now() + 60_000).toISOString(),
        },
      },
    );
    expect(created.auditLog.items).toHaveLength(6);
    expect(new Set(created.auditLog.items.map((i) => `${i.entity} ${i.action} ${i.user_name}`))).toEqual(
      new Set(['role created admin']),
    );
  });

  it("keeps a reader of one system to that system's entries, chains and export", async () => {
    const reader = onSystem(
      await userWith(server, admin, 'revisor', ['admin::see_auditlog'], { system_access: [systemA] }),
      systemA,
    );
    const seen = await ok<{ auditLog: { items: { system_id: number }[] } }>(reader, LIST, {
      f: { page: { limit: 500 } },
    });
    expect(new Set(seen.auditLog.items.map((i) => i.system_id))).toEqual(new Set([systemA]));
    expect(
      (await ok<{ auditLog: { total: number } }>(reader, LIST, { f: { system_id: systemB } })).auditLog.total,
    ).toBe(0);
    expect((await verify(reader)).chains.map((c) => c.system_id)).toEqual([systemA]);
    const csv = await ok<{ exportAuditLog: { content: string; rows: number } }>(
      reader,
      '{ exportAuditLog { content rows } }',
    );
    expect(csv.exportAuditLog.rows).toBe(seen.auditLog.items.length);
    const lines = csv.exportAuditLog.content.trim().split('\n');
    expect(lines[0]).toBe('id,date,user_id,user_name,system_id,action,entity,entity_id,field,change');
    expect(lines.slice(1).every((line) => line.split(',')[4] === String(systemA))).toBe(true);
  });

  it('offers the entities, actions and users that occur', async () => {
    const { auditLogOptions } = await ok<{
      auditLogOptions: { entities: string[]; actions: string[]; users: { name: string }[] };
    }>(admin, '{ auditLogOptions { entities actions users { id name } } }');
    expect(auditLogOptions.entities).toContain('role');
    expect(auditLogOptions.actions).toContain('created');
    expect(auditLogOptions.users.map((u) => u.name)).toContain('admin');
  });

  it('refuses visitors and users without admin::see_auditlog', async () => {
    for (const op of [VERIFY, '{ exportAuditLog { rows } }', '{ auditLogOptions { actions } }']) {
      expect((await server.client().gql(op)).errors[0]?.extensions?.code).toBe('MISSING_AUTH');
      const other = await userWith(server, admin, `ohne-${op.length}`, ['admin::use_module']);
      expect((await other.gql(op)).errors[0]?.extensions?.code).toBe('MISSING_PERMISSION');
    }
  });
});
