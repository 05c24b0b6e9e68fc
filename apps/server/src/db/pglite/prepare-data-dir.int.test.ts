import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { prepareDataDir } from './prepare-data-dir';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wardlight-prepare-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('prepareDataDir', () => {
  it('creates and migrates a new database in a child process, then leaves it to the server', async () => {
    const dir = tempDir();
    await prepareDataDir(dir);
    const created = statSync(join(dir, 'PG_VERSION')).mtimeMs;
    // A directory that holds a database is not prepared again.
    await prepareDataDir(dir);
    expect(statSync(join(dir, 'PG_VERSION')).mtimeMs).toBe(created);
    const database = await openDatabase({ dataDir: dir });
    try {
      const count = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
      const { rows } = (await database.callPath.execute(count)) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    // Two processes create and open a database: slow on a loaded two-core machine.
  }, 120_000);

  it('says what went wrong when the database cannot be created', async () => {
    const file = join(tempDir(), 'not-a-directory');
    writeFileSync(file, 'x');
    await expect(prepareDataDir(file)).rejects.toThrow(/creating the database in .*not-a-directory failed/);
  });
});
