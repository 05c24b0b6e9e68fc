// EXPLAIN (ANALYZE, BUFFERS) of the statements the service sent for one page: the statement as drizzle
// sent it, its parameters written in as literals (the drivers send them unnamed, so they are planned with
// their values either way).
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../apps/server/src/db/client';
import type { Statement } from './database';

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

export function inline(statement: Statement): string {
  return statement.sql.replace(/\$(\d+)\b/g, (_, n: string) => literal(statement.params[Number(n) - 1]));
}

/** A statement on `calls` that reads rows for the page or counts them, with the settings made just before it. */
export interface CallsStatement extends Statement {
  /** `set local …` sent in the same transaction before it (countUpTo turns bitmap scans off). */
  settings: string[];
}

/** The statements on `calls` that read rows for the page or count them (not the lookups of nested records). */
export function callsStatements(statements: Statement[]): CallsStatement[] {
  const found: CallsStatement[] = [];
  let settings: string[] = [];
  for (const s of statements) {
    if (/^\s*set local /i.test(s.sql)) settings.push(s.sql);
    else if (/from "calls"/i.test(s.sql) && /^\s*select/i.test(s.sql)) {
      found.push({ ...s, settings });
      settings = [];
    }
  }
  return found;
}

/**
 * On the call path's handle: no statement timeout there, so a search over the year is explained to its
 * end; in a transaction with the settings the service made for it.
 */
export async function explain(database: Database, statement: CallsStatement): Promise<string> {
  const result = await database.callPath.transaction(async (tx) => {
    for (const setting of statement.settings) await tx.execute(sql.raw(setting));
    return tx.execute(sql.raw(`explain (analyze, buffers) ${inline(statement)}`));
  });
  const plan = rowsOf<Record<string, string>>(result)
    .map((r) => Object.values(r)[0])
    .join('\n');
  return statement.settings.length ? `(${statement.settings.join('; ')})\n${plan}` : plan;
}
