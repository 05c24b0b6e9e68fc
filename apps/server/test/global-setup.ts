// Vitest global setup of the server project: dumps a migrated embedded database once, for
// test/pglite-template.ts, and leaves one migrated data directory for the tests that start servers as
// processes (test/processes.ts), and builds the server's bundle they run from. The databases are skipped in
// the PostgreSQL pass, which makes its own on the server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { bundleIsStale, bundleServer } from '../bundle.mjs';
import { dumpMigratedPglite, openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the gzipped dump of a migrated PGlite; empty when there is none. */
    pgliteTemplate: string;
    /** A closed, migrated embedded data directory to copy; empty when there is none. */
    pgliteDataDir: string;
  }
}

let dir: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  // The server processes run from the bundle (run.mjs, ADR 0047): built once here, not by the first
  // few servers that parallel test files start at the same moment.
  if (bundleIsStale()) await bundleServer();
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    project.provide('pgliteDataDir', '');
    return;
  }
  dir = mkdtempSync(join(tmpdir(), 'wardlight-pglite-template-'));
  const file = join(dir, 'template.tgz');
  const dump = await dumpMigratedPglite();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  // A fresh directory costs a server process a child of its own for initdb and every migration (ADR
  // 0027): 5–10 s each time on two cores. The process tests start from a copy of this one instead,
  // which is the dump above unpacked (2 s) rather than initdb and the migrations a second time.
  const data = join(dir, 'data');
  mkdirSync(data);
  const unpacked = new PGlite(data, { loadDataDir: dump });
  await unpacked.waitReady;
  await unpacked.close();
  // Opened once as the server opens it: the durability guard syncs it, and no migration is left to run.
  const db = await openDatabase({ dataDir: data });
  await db.close();
  project.provide('pgliteDataDir', data);
}

export function teardown(): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
