// Test support for the configuration tests: a fresh database with one system, the simulator's real
// configuration, and short readers for the rows the tests look at. Not used by the server.

import { and, eq } from 'drizzle-orm';
import { freshDatabaseUrl } from '../../../test/harness';
import { openMemoryDatabase } from '../../../test/pglite-template';
import { HttpLink } from '../../call-system/http-link';
import { endpointOf, SimLab } from '../../call-system/link-test-kit';
import type { ConfigSnapshot } from '../../call-system/protocol-types';
import { type Db, openDatabase } from '../../db/client';
import { systems } from '../../db/schema/index';
import { importConfiguration } from './config-import';
import type { ConfigTable } from './config-kinds';

export interface SystemDatabase {
  db: Db;
  systemId: number;
  close(): Promise<void>;
}

/**
 * A fresh migrated database (in-memory PGlite, or a throw-away one on TEST_DATABASE_URL in the
 * PostgreSQL pass) holding one system whose link points at 127.0.0.1.
 */
export async function openSystemDatabase(onQuery?: (sql: string) => void): Promise<SystemDatabase> {
  const fresh = await freshDatabaseUrl();
  const database = fresh
    ? await openDatabase({ databaseUrl: fresh.url, onQuery })
    : await openMemoryDatabase({ onQuery });
  return {
    db: database.db,
    systemId: await addSystem(database.db),
    async close() {
      await database.close();
      await fresh?.drop();
    },
  };
}

/** Another system, with empty configuration tables of its own. */
export async function addSystem(db: Db, name = 'Neu'): Promise<number> {
  const [row] = await db.insert(systems).values({ name, ip: '127.0.0.1' }).returning({ id: systems.id });
  if (!row) throw new Error('no system row');
  return row.id;
}

/** The care-home fixture as the simulator serves it on `GET /api/v1/config`. */
export async function simulatorSnapshot(): Promise<ConfigSnapshot> {
  const lab = new SimLab();
  try {
    const sim = await lab.start();
    return await new HttpLink({ endpoint: endpointOf(sim) }).config();
  } finally {
    await lab.cleanup();
  }
}

export function importInto(db: Db, systemId: number, snapshot: ConfigSnapshot) {
  return db.transaction((tx) => importConfiguration(tx, systemId, snapshot));
}

/** One configuration row by its configurator id, or undefined. */
export async function rowOf<T extends ConfigTable>(db: Db, table: T, systemId: number, id: number) {
  const rows = await db
    .select()
    .from(table as ConfigTable)
    .where(and(eq(table.system_id, systemId), eq(table.id, id)));
  return rows[0] as T['$inferSelect'] | undefined;
}

export async function idsOf(db: Db, table: ConfigTable, systemId: number): Promise<number[]> {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.system_id, systemId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
