import { APP_TIMEOUT_RANGES, APP_TIMEOUTS, IssueList, isLocale, type Principal } from '@wardlight/domain';
import { eq } from 'drizzle-orm';
import { diffForAudit } from '../../crud/audit-diff';
import type { Db, Tx } from '../../db/client';
import { appSettings, appState, appSubscriptions, globalSettings, systems } from '../../db/schema/index';
import type { Bus } from '../../events/topics';
import { ValidationFailed } from '../../graphql/errors';
import type { GlobalAppSettingsInput, GlobalSettingsInput } from '../../graphql/generated/resolvers-types';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import { HUB_OUTDATED_AFTER_MS, outdatedHubs } from '../configuration/runtime-updates';
import type { SystemsService } from '../systems/systems.service';

type GlobalSettingsRow = typeof globalSettings.$inferSelect;

function checkGlobalSettings(next: GlobalSettingsRow): void {
  const issues = new IssueList();
  if (!isLocale(next.locale)) issues.add('locale', 'invalid_value');
  for (const field of ['battery_threshold_low', 'battery_threshold_critical'] as const) {
    if (next[field] < 0 || next[field] > 100) issues.add(field, 'between', { min: 0, max: 100 });
  }
  if (next.battery_threshold_critical > next.battery_threshold_low) {
    issues.add('battery_threshold_critical', 'invalid_value', { max: next.battery_threshold_low });
  }
  for (const field of [
    'defects_timeout',
    'monitoring_timeout_radio',
    'monitoring_timeout_tech',
    'monitoring_timeout_wired',
    'probable_defect_threshold_count',
    'probable_defect_timeframe_hours',
  ] as const) {
    if (next[field] < 0) issues.add(field, 'min_value', { min: 0 });
  }
  if (!/^0x[0-9a-f]+$/i.test(next.probable_defect_criterion)) issues.add('probable_defect_criterion', 'invalid_value');
  if (!issues.ok) throw new ValidationFailed(issues.issues);
}

type AppSettingsRow = typeof appSettings.$inferSelect;

function checkAppSettings(next: AppSettingsRow): void {
  const issues = new IssueList();
  for (const field of APP_TIMEOUTS) {
    const range = APP_TIMEOUT_RANGES[field];
    if (!Number.isInteger(next[field]) || next[field] < range.min || next[field] > range.max)
      issues.add(field, 'between', { ...range });
  }
  if (!issues.ok) throw new ValidationFailed(issues.issues);
}

/**
 * Changes a single-row settings table (id 1): the fields given, checked as a whole, and one audit
 * entry per changed field. An empty change is no statement (an UPDATE must set something) and no entry.
 */
async function updateRow<T extends typeof globalSettings | typeof appSettings | typeof appState>(
  db: Db,
  table: T,
  entity: string,
  actor: AuditActor,
  data: Record<string, unknown>,
  check: (next: T['$inferSelect']) => void,
  /** What else the change brings about, in the same transaction. */
  follow?: (tx: Tx, before: T['$inferSelect'], after: T['$inferSelect']) => Promise<void>,
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    const [before] = (await tx
      .select()
      .from(table as typeof globalSettings)
      .where(eq(table.id, 1))) as T['$inferSelect'][];
    if (!before) throw new Error(`${entity}: the single-row table is empty; migrations did not run`);
    const patch = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null));
    const next = { ...before, ...patch } as T['$inferSelect'];
    check(next);
    if (Object.keys(patch).length === 0) return before;
    const [after] = (await tx
      .update(table as typeof globalSettings)
      .set(patch)
      .where(eq(table.id, 1))
      .returning()) as T['$inferSelect'][];
    if (!after) throw new Error(`${entity}: the row vanished`);
    const changes = diffForAudit(before as Record<string, unknown>, after as Record<string, unknown>, {
      quiet: new Set(['id']),
    });
    await writeAudit(
      tx,
      actor,
      changes.map(([field, change]) => ({ action: 'updated', entity, entityId: 1, field, change })),
    );
    await follow?.(tx, before, after);
    return after;
  });
}

/**
 * Spec part 2 §5: disabling subscriptions removes every active priority — the subscriptions go, each
 * with its audit entry, so turning them on again starts from none (ADR 0031).
 */
async function removeSubscriptions(tx: Tx, actor: AuditActor): Promise<void> {
  const removed = await tx.delete(appSubscriptions).returning({ id: appSubscriptions.id });
  await writeAudit(
    tx,
    actor,
    removed.map((r) => ({ action: 'deleted' as const, entity: 'app_subscription', entityId: r.id })),
  );
}

async function systemExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: systems.id }).from(systems).where(eq(systems.id, id))).length > 0;
}

const withoutNulls = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== null));

export function createSettingsService(deps: { db: Db; systems: SystemsService; bus: Bus }) {
  const one = async <T>(rows: Promise<T[]>): Promise<T> => {
    const row = (await rows)[0];
    if (!row) throw new Error('single-row settings table is empty; migrations did not run');
    return row;
  };
  const globalAppSettingsRow = () => one(deps.db.select().from(appSettings).where(eq(appSettings.id, 1)));
  /** The app settings with the gateway's two fields from the app state. */
  const globalAppSettings = async () => {
    const [settings, state] = await Promise.all([
      globalAppSettingsRow(),
      one(deps.db.select().from(appState).where(eq(appState.id, 1))),
    ]);
    return {
      ...settings,
      app_gateway_enabled: state.app_gateway_enabled,
      app_gateway_system_id: state.app_gateway_system_id,
    };
  };
  return {
    appState: () => one(deps.db.select().from(appState).where(eq(appState.id, 1))),
    globalSettings: () => one(deps.db.select().from(globalSettings).where(eq(globalSettings.id, 1))),
    /** Hubs of the caller's systems that have not synced for a day (the shell's problem callout). */
    async outdatedHubs(principal: Principal) {
      const usable = await deps.systems.usable(principal);
      const since = new Date(Date.now() - HUB_OUTDATED_AFTER_MS);
      const hubs = await outdatedHubs(
        deps.db,
        usable.map((s) => s.id),
        since,
      );
      return hubs.map((h) => ({ id: h.id, name: h.name, last_sync: h.last_sync }));
    },
    globalAppSettings: () => globalAppSettings(),

    updateGlobalSettings: (actor: AuditActor, data: GlobalSettingsInput) =>
      updateRow(deps.db, globalSettings, 'global_settings', actor, data, checkGlobalSettings),
    /** The phone app's settings; the gateway's two fields are the app state's (checked against the systems). */
    async updateGlobalAppSettings(actor: AuditActor, data: GlobalAppSettingsInput) {
      const { app_gateway_enabled, app_gateway_system_id, ...settings } = data;
      const gateway = { app_gateway_enabled, app_gateway_system_id };
      const state = await one(deps.db.select().from(appState).where(eq(appState.id, 1)));
      const enabled = app_gateway_enabled ?? state.app_gateway_enabled;
      const systemId = app_gateway_system_id ?? state.app_gateway_system_id;
      const issues = new IssueList();
      if (enabled && systemId === null) issues.add('app_gateway_system_id', 'required');
      else if (app_gateway_system_id != null && !(await systemExists(deps.db, app_gateway_system_id)))
        issues.add('app_gateway_system_id', 'missing_relation', {
          related_kind: 'systems',
          related_id: app_gateway_system_id,
        });
      checkAppSettings({ ...(await globalAppSettingsRow()), ...withoutNulls(settings) });
      if (!issues.ok) throw new ValidationFailed(issues.issues);
      await updateRow(deps.db, appSettings, 'app_settings', actor, settings, checkAppSettings, (tx, before, after) =>
        before.subscriptions_enabled && !after.subscriptions_enabled
          ? removeSubscriptions(tx, actor)
          : Promise.resolve(),
      );
      await updateRow(deps.db, appState, 'app_state', actor, gateway, () => {});
      // The call path keeps the app settings until they are saved (app-settings-cache.ts).
      await deps.bus.publish('appSettingsChanged', {});
      return globalAppSettings();
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
