import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../test/harness';
import { openDatabase } from './client';

// The hook an update on trial uses to record that it migrates the database (ADR 0045, "Backup before the
// update"): called with the number of migrations to run before the first one, not called when there are
// none. On the embedded database, or on PostgreSQL in the suite's PostgreSQL pass.

const JOURNAL = JSON.parse(readFileSync(new URL('./drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('before migrating', { timeout: 120_000 }, () => {
  it('counts the migrations to run on a new database, and none on a migrated one', async () => {
    const fresh = await freshDatabaseUrl();
    let where: { databaseUrl: string } | { dataDir: string };
    if (fresh) {
      drops.push(fresh.drop);
      where = { databaseUrl: fresh.url };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'wardlight-before-migrate-'));
      dirs.push(dataDir);
      where = { dataDir };
    }
    const seen: number[] = [];
    const beforeMigrate = async (pending: number) => {
      seen.push(pending);
    };
    const first = await openDatabase({ ...where, beforeMigrate });
    await first.close();
    expect(seen).toEqual([JOURNAL.entries.length]);
    const again = await openDatabase({ ...where, beforeMigrate });
    await again.close();
    expect(seen).toEqual([JOURNAL.entries.length]);
  });
});
