import { IssueList, isIPv4, isLocale, isSha256Fingerprint, normaliseSha256Fingerprint } from '@wardlight/domain';
import { count, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { belongsTo, defineCrud } from '../../crud/crud';
import type { Tx } from '../../db/client';
import {
  callActions,
  callSources,
  calls,
  callTypes,
  displayGroups,
  displayNotes,
  hubs,
  schedules,
  sections,
  systemEvents,
  systems,
  systemTreeNodes,
} from '../../db/schema/index';
import { ValidationFailed } from '../../graphql/errors';
import type { SystemParamInput } from '../../graphql/generated/resolvers-types';
import type { SecretBox } from '../../secrets/secret-box';
import { readLicense } from '../license/license.service';

export type SystemRow = typeof systems.$inferSelect;

/** Everything a system owns; it goes with the system. */
const OWNED: (PgTable & { system_id: PgColumn })[] = [
  calls,
  callActions,
  callSources,
  callTypes,
  displayGroups,
  displayNotes,
  hubs,
  schedules,
  sections,
  systemEvents,
  systemTreeNodes,
];

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function checkSystemInput(input: SystemParamInput, existing: SystemRow | null): IssueList {
  const issues = new IssueList();
  const name = input.name?.trim() ?? existing?.name ?? '';
  if (!name) issues.add('name', 'required');
  const ip = input.ip?.trim() ?? existing?.ip ?? '';
  if (!ip) issues.add('ip', 'required');
  else if (input.ip != null && !isIPv4(ip)) issues.add('ip', 'invalid_ipv4');
  const fingerprint = input.tls_fingerprint?.trim();
  if (fingerprint && !isSha256Fingerprint(fingerprint)) {
    issues.add('tls_fingerprint', 'invalid_value');
  }
  if (input.tcp_port != null && (input.tcp_port < 1 || input.tcp_port > 65535)) {
    issues.add('tcp_port', 'between', { min: 1, max: 65535 });
  }
  for (const field of ['night_start', 'night_stop'] as const) {
    const v = input[field];
    if (v != null && (v < 0 || v > 1439)) issues.add(field, 'between', { min: 0, max: 1439 });
  }
  for (const field of ['weekend_start', 'weekend_stop'] as const) {
    const v = input[field];
    if (v != null && (v < 0 || v > 10079)) issues.add(field, 'between', { min: 0, max: 10079 });
  }
  if (input.display_language && !isLocale(input.display_language.toLowerCase())) {
    issues.add('display_language', 'invalid_value');
  }
  for (const field of ['call_suppression_time_start', 'call_suppression_time_end'] as const) {
    const v = input[field];
    if (v && !HH_MM.test(v)) issues.add(field, 'invalid_value');
  }
  for (const field of ['gateway', 'subnet'] as const) {
    const v = input[field];
    if (v && !isIPv4(v)) issues.add(field, 'invalid_ipv4');
  }
  return issues;
}

/** Configurators (spec: system params); how many a customer may have is the license's `systems`. */
export function systemParamCrud(secrets: SecretBox) {
  return defineCrud<typeof systems, SystemParamInput, SystemRow>({
    entity: 'system_param',
    table: systems,
    searchColumns: [systems.name, systems.ip],
    orderBy: systems.id,
    // And link_state, which the link manager knows (system-params-edit.ts). Keep in step with the SDL.
    sortable: { id: systems.id, name: systems.name, ip: systems.ip },
    // A configurator is its system: a user restricted to some systems sees and edits only theirs.
    reach: belongsTo(
      (row) => [row.id],
      (ids) => inArray(systems.id, [...ids]),
    ),
    secretFields: ['password'],
    quietFields: ['event_seq', 'link_stream_id', 'link_seq', 'config_revision', 'version'],
    async prepare(tx: Tx, input, existing) {
      const issues = checkSystemInput(input, existing);
      if (!existing) {
        const [row] = await tx.select({ n: count() }).from(systems);
        // Read in this transaction: on PGlite another connection's read would wait for it for ever.
        const max = (await readLicense(tx)).limits.systems;
        if ((row?.n ?? 0) >= max) issues.add('license', 'license_limit', { max });
      }
      if (!issues.ok) throw new ValidationFailed(issues.issues);
      const { password, ...rest } = input;
      const values: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(rest))
        if (v !== undefined && v !== null) values[k] = typeof v === 'string' ? v.trim() : v;
      if (input.display_language) values.display_language = input.display_language.toLowerCase();
      // An empty fingerprint clears the pin; a given one is stored as the link compares it.
      if (input.tls_fingerprint !== undefined) {
        const pin = input.tls_fingerprint?.trim();
        values.tls_fingerprint = pin ? normaliseSha256Fingerprint(pin) : null;
      }
      // The password is write-only: an empty one in an update keeps the stored one. Sealed at rest (ADR 0021).
      if (password) values.password = secrets.seal(password);
      return values as Partial<typeof systems.$inferInsert>;
    },
    async beforeDelete(tx, rows) {
      const ids = rows.map((r) => r.id);
      for (const table of OWNED) await tx.delete(table).where(inArray(table.system_id, ids));
    },
  });
}
