// Vitest global setup of the server project: dumps a migrated embedded database once, for
// test/pglite-template.ts, and leaves one migrated data directory for the tests that start servers as
// processes (test/processes.ts). Skipped in the PostgreSQL pass, which makes its databases on the server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
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
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    project.provide('pgliteDataDir', '');
    return;
  }
  dir = mkdtempSync(join(tmpdir(), 'wardlight-pglite-template-'));
  const file = join(dir, 'template.tgz');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  // A fresh directory costs a server process a child of its own for initdb and every migration (ADR
  // 0027): 5–10 s each time on two cores. The process tests start from a copy of this one instead.
  const data = join(dir, 'data');
  mkdirSync(data);
  const db = await openDatabase({ dataDir: data });
  await db.close();
  project.provide('pgliteDataDir', data);
}

export function teardown(): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
