// Vitest global setup of the server project: dumps a migrated embedded database once, for
// test/pglite-template.ts. Skipped in the PostgreSQL pass, which makes its databases on the server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the gzipped dump of a migrated PGlite; empty when there is none. */
    pgliteTemplate: string;
  }
}

let dir: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  dir = mkdtempSync(join(tmpdir(), 'wardlight-pglite-template-'));
  const file = join(dir, 'template.tgz');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

export function teardown(): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
