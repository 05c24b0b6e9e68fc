import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reportSettings } from '../../db/schema/index';

export type ReportSettingsRow = typeof reportSettings.$inferSelect;

/** A system's report as it is before anyone set it: off, weekly, everything included. */
export function defaultReportSettings(systemId: number): ReportSettingsRow {
  return {
    system_id: systemId,
    email: '',
    enabled: false,
    enabled_since: null,
    send_daily: false,
    send_weekly: true,
    send_monthly: false,
    send_hour: 6,
    section_ids: [],
    include_battery: true,
    include_not_reachable: true,
    include_long_calls: true,
    include_probable_defects: true,
    call_duration_threshold: 10,
    last_execution: null,
  };
}

export async function readReportSettings(db: DbOrTx, systemId: number): Promise<ReportSettingsRow> {
  const [row] = await db.select().from(reportSettings).where(eq(reportSettings.system_id, systemId));
  return row ?? defaultReportSettings(systemId);
}

export async function enabledReports(db: DbOrTx): Promise<ReportSettingsRow[]> {
  return db.select().from(reportSettings).where(eq(reportSettings.enabled, true));
}

export async function writeReportSettings(db: DbOrTx, row: ReportSettingsRow): Promise<ReportSettingsRow> {
  const { system_id, ...values } = row;
  const [saved] = await db
    .insert(reportSettings)
    .values(row)
    .onConflictDoUpdate({ target: reportSettings.system_id, set: values })
    .returning();
  if (!saved) throw new Error('report settings: the upsert returned nothing');
  return saved;
}

/** When a report of the system last went out (one statement: the settings themselves are not touched). */
export async function markExecuted(db: DbOrTx, systemId: number, at: Date): Promise<void> {
  await db.update(reportSettings).set({ last_execution: at }).where(eq(reportSettings.system_id, systemId));
}
