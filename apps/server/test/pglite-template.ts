// A migrated in-memory database, dumped once per test run by the global setup, that every test file
// starts its embedded databases from: initdb and the migrations run once, not once per server.
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client';

let template: Promise<Blob | undefined> | undefined;

function loadTemplate(): Promise<Blob | undefined> {
  const path = inject('pgliteTemplate');
  template ??= path ? readFile(path).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

/** A fresh in-memory PGlite with every migration applied. */
export async function openMemoryDatabase(options: Pick<DatabaseOptions, 'onQuery'> = {}): Promise<Database> {
  return openDatabase({ memory: true, template: await loadTemplate(), onQuery: options.onQuery });
}
