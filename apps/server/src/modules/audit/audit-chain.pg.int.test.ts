import { formatSystemId } from '@wardlight/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/client';
import { freshDatabaseUrl, startServer, type TestServer } from '../../../test/harness';
import { addSystems, setUpAdmin } from '../../../test/seed';
import { auditLog } from '../../db/schema/index';
import { activateLicence } from '../tree/tree-test-kit';

// ADR 0037 with two server instances on one PostgreSQL: writers of one system on both instances at once
// append one chain without a fork or a gap; the head's row lock orders them across processes' pools.

let db: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let one: TestServer;
let two: TestServer;

beforeAll(async () => {
  db = await freshDatabaseUrl();
  if (!db) throw new Error('this file runs only with TEST_DATABASE_URL');
  one = await startServer({ databaseUrl: db.url });
  two = await startServer({ databaseUrl: db.url });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await db?.drop();
});

async function signedIn(server: TestServer, cookieOf: TestClient, systemId: number): Promise<TestClient> {
  const c = server.client();
  c.cookie = cookieOf.cookie;
  c.system = formatSystemId(systemId);
  return c;
}

describe('the audit chain on two instances', () => {
  it('stays one unbroken chain per system when both write at once', async () => {
    const admin = await setUpAdmin(one);
    await activateLicence(admin);
    const [systemId = 0] = await addSystems(one, ['Sonnenhof']);
    two.app.services.systems.invalidate();
    const clients = [await signedIn(one, admin, systemId), await signedIn(two, admin, systemId)];
    const writes = Array.from({ length: 16 }, (_, i) =>
      clients[i % 2]?.gql('mutation($n: String!) { createRole(data: { name: $n, permissions: [] }) { id } }', {
        n: `Rolle ${i}`,
      }),
    );
    for (const reply of await Promise.all(writes)) expect(reply?.errors).toEqual([]);

    const entries = await one.app.database.db
      .select({ seq: auditLog.chain_seq })
      .from(auditLog)
      .where(eq(auditLog.system_id, systemId))
      .orderBy(auditLog.chain_seq);
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    const verified = await clients[1]?.gql<{ verifyAuditLog: { chains: unknown[] } }>(
      'query($s: Int) { verifyAuditLog(system_id: $s) { chains { system_id checked broken { reason } } } }',
      { s: systemId },
    );
    expect(verified?.data?.verifyAuditLog.chains).toEqual([{ system_id: systemId, checked: 16, broken: null }]);
  });
});
