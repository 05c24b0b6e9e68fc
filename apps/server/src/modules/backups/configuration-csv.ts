// The CSV backup of the configuration (spec part 1 §2 "CSV backup", ADR 0042): one CSV file per
// configuration table in a tar archive, readable in a spreadsheet (UTF-8 with a byte order mark, `;`, CRLF
// as the exports' CSV). Secrets (passwords, hashes, tokens) and binary content (images) are left out: this
// is a record of the configuration to read and compare, not a way back into the system — the database
// backups are that.

import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { TAR_END, tarHeader, tarPadding } from './tar';

/** The configuration: the call systems, their structure and devices, displays, access, settings. */
export const CONFIGURATION_TABLES = [
  'systems',
  'sections',
  'schedules',
  'call_types',
  'call_sources',
  'call_source_groups',
  'display_groups',
  'merge_groups',
  'escape_profiles',
  'flight_profiles',
  'buttons',
  'indicators',
  'hubs',
  'alert_channels',
  'checkpoint_maps',
  'video_streams',
  'display_notes',
  'display_profiles',
  'system_tree_nodes',
  'system_tree_views',
  'roles',
  'users',
  'user_roles',
  'global_settings',
  'app_settings',
  'report_settings',
  'ldap_role_mappings',
] as const;

const SECRET = /password|secret|token|hash|salt/i;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Each table as CSV: header from its columns, secrets and binary columns left out. */
export async function configurationCsvFiles(db: Db): Promise<{ name: string; csv: string }[]> {
  const files: { name: string; csv: string }[] = [];
  for (const table of CONFIGURATION_TABLES) {
    const columns = rowsOf<{ column_name: string; data_type: string }>(
      await db.execute(
        sql`SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`,
      ),
    ).filter((c) => !SECRET.test(c.column_name) && c.data_type !== 'bytea');
    if (columns.length === 0) continue;
    const list = columns.map((c) => `"${c.column_name}"`).join(', ');
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql.raw(`SELECT ${list} FROM "${table}" ORDER BY 1`)),
    );
    const names = columns.map((c) => c.column_name);
    const csv = stringify([names, ...rows.map((r) => names.map((n) => cell(r[n])))], {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
    });
    files.push({ name: `${table}.csv`, csv });
  }
  return files;
}

/** The CSV files as one uncompressed tar archive (opened by Windows' and macOS' own tools, 7-Zip, tar). */
export async function configurationArchive(db: Db, at = new Date()): Promise<Uint8Array> {
  const folder = `wardlight-configuration-${at.toISOString().slice(0, 10)}`;
  const parts: Uint8Array[] = [tarHeader(folder, 'directory', 0, 0o755, at.getTime())];
  for (const file of await configurationCsvFiles(db)) {
    const bytes = new TextEncoder().encode(file.csv);
    parts.push(
      tarHeader(`${folder}/${file.name}`, 'file', bytes.length, 0o644, at.getTime()),
      bytes,
      tarPadding(bytes.length),
    );
  }
  parts.push(TAR_END);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at0 = 0;
  for (const p of parts) {
    out.set(p, at0);
    at0 += p.length;
  }
  return out;
}
