import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appSubscriptions, appUsers, auditLog } from '../src/db/schema/index';
import type { TestClient } from './client';
import { buildLicense } from './fixtures';
import { startServer, type TestServer } from './harness';
import { addSystems, setUpAdmin, userWith } from './seed';

// The phone app's settings (spec part 2 §3 App settings; app management's settings page, issue 13):
// saved field by field with app::manage_settings under the app licence, timeouts checked, audited.

let server: TestServer;
let admin: TestClient;

const UPDATE = `mutation($d: GlobalAppSettingsInput!) {
  updateGlobalAppSettings(data: $d) { escalation_timeout resend_timeout sos_send_to_all_users subscriptions_enabled }
}`;
const READ = '{ globalAppSettings { escalation_timeout resend_timeout sos_send_to_all_users subscriptions_enabled } }';

const codeOf = (res: { errors: { extensions?: Record<string, unknown> }[] }) => res.errors[0]?.extensions?.code;

beforeAll(async () => {
  server = await startServer();
  admin = await setUpAdmin(server);
});
afterAll(() => server.close());

describe('the phone app settings', () => {
  it('need the app licence: a console without app clients cannot change them', async () => {
    const res = await admin.gql(UPDATE, { d: { escalation_timeout: 90 } });
    expect(codeOf(res)).toBe('MISSING_PERMISSION');
    expect(res.errors[0]?.extensions?.reason).toBe('license');
  });

  it('are saved by a user with app::manage_settings, only the fields sent, and audited', async () => {
    const licence = buildLicense();
    const activated = await admin.gql(
      `mutation { activateLicense(customer: "${licence.customer}", code: "${licence.code}") { id } }`,
    );
    expect(activated.errors).toEqual([]);
    const manager = await userWith(server, admin, 'app-admin', ['app::use_module', 'app::manage_settings']);
    const before = (await manager.gql<{ globalAppSettings: Record<string, unknown> }>(READ)).data?.globalAppSettings;

    const res = await manager.gql(UPDATE, { d: { escalation_timeout: 90, subscriptions_enabled: true } });
    expect(res.errors).toEqual([]);
    expect(res.data).toEqual({
      updateGlobalAppSettings: { ...before, escalation_timeout: 90, subscriptions_enabled: true },
    });
    expect((await admin.gql(READ)).data).toEqual({
      globalAppSettings: { ...before, escalation_timeout: 90, subscriptions_enabled: true },
    });

    const audited = await server.app.database.db
      .select({ field: auditLog.field })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'app_settings'), eq(auditLog.entity_id, '1')));
    expect(audited.map((r) => r.field).sort()).toEqual(['escalation_timeout', 'subscriptions_enabled']);
  });

  it('tell the signed-in phones (every visitor socket) that they changed', async () => {
    const socket = server.client().socket();
    const heard: string[] = [];
    socket.subscribe<{ systemMessages: { subject: string } }>(
      { query: 'subscription { systemMessages { subject } }' },
      {
        next: (v) => v.data && heard.push(v.data.systemMessages.subject),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await vi.waitFor(() => expect(heard).toContain('restart'));
    expect((await admin.gql(UPDATE, { d: { resend_timeout: 45 } })).errors).toEqual([]);
    await vi.waitFor(() => expect(heard).toContain('app.settings'));
    await socket.dispose();
  });

  it('refuse timeouts out of their range, each on its field, and change nothing then', async () => {
    const res = await admin.gql(UPDATE, {
      d: {
        resend_timeout: 2,
        escalation_timeout: 4000,
        release_timeout: 0,
        relevant_calls_timeout: -1,
        sos_send_to_all_users: false,
      },
    });
    expect(res.errors.map((e) => `${e.extensions?.field}:${e.extensions?.key}`).sort()).toEqual([
      'escalation_timeout:between',
      'release_timeout:between',
      'relevant_calls_timeout:between',
      'resend_timeout:between',
    ]);
    expect(res.errors.find((e) => e.extensions?.field === 'resend_timeout')?.extensions?.data).toEqual({
      min: 5,
      max: 3600,
    });
    expect(
      (await admin.gql<{ globalAppSettings: { sos_send_to_all_users: boolean } }>(READ)).data?.globalAppSettings
        .sos_send_to_all_users,
    ).toBe(true);
  });

  it('are refused to a visitor and to a user without app::manage_settings', async () => {
    expect(codeOf(await server.client().gql(UPDATE, { d: { resend_timeout: 30 } }))).toBe('MISSING_AUTH');
    const nurse = await userWith(server, admin, 'app-reader', ['app::use_module']);
    expect(codeOf(await nurse.gql(UPDATE, { d: { resend_timeout: 30 } }))).toBe('MISSING_PERMISSION');
  });

  it('switch the app gateway on for a system the server knows, stored in the app state and audited', async () => {
    const [systemId] = await addSystems(server, ['Haus Linde']);
    const gateway = `mutation($d: GlobalAppSettingsInput!) {
      updateGlobalAppSettings(data: $d) { app_gateway_enabled app_gateway_system_id }
    }`;
    const issueOf = (res: { errors: { extensions?: Record<string, unknown> }[] }) =>
      `${String(res.errors[0]?.extensions?.field)}:${String(res.errors[0]?.extensions?.key)}`;
    expect(issueOf(await admin.gql(gateway, { d: { app_gateway_enabled: true } }))).toBe(
      'app_gateway_system_id:required',
    );
    expect(issueOf(await admin.gql(gateway, { d: { app_gateway_enabled: true, app_gateway_system_id: 77 } }))).toBe(
      'app_gateway_system_id:missing_relation',
    );
    const on = await admin.gql(gateway, { d: { app_gateway_enabled: true, app_gateway_system_id: systemId } });
    expect(on.data).toEqual({
      updateGlobalAppSettings: { app_gateway_enabled: true, app_gateway_system_id: systemId },
    });
    const state = await server.client().gql('{ appState { app_gateway_enabled app_gateway_system_id } }');
    expect(state.data).toEqual({ appState: { app_gateway_enabled: true, app_gateway_system_id: systemId } });
    const audited = await server.app.database.db
      .select({ field: auditLog.field })
      .from(auditLog)
      .where(eq(auditLog.entity, 'app_state'));
    expect(audited.map((r) => r.field).sort()).toEqual(['app_gateway_enabled', 'app_gateway_system_id']);
    const off = await admin.gql(gateway, { d: { app_gateway_enabled: false } });
    expect(off.data).toEqual({
      updateGlobalAppSettings: { app_gateway_enabled: false, app_gateway_system_id: systemId },
    });
  });

  it('remove every subscription when subscriptions are switched off (spec part 2 §5), each audited', async () => {
    const [systemId] = await addSystems(server, ['Haus Buche']);
    const { db } = server.app.database;
    const [user] = await db
      .insert(appUsers)
      .values({ system_id: systemId ?? 0, name: 'sub.user', password_hash: 'x' })
      .returning({ id: appUsers.id });
    await admin.gql(UPDATE, { d: { subscriptions_enabled: true } });
    const [subscription] = await db
      .insert(appSubscriptions)
      .values({ system_id: systemId ?? 0, app_user_id: user?.id ?? 0, node_id: 5, confirmed: true })
      .returning({ id: appSubscriptions.id });
    // Another change with subscriptions left on keeps them.
    expect((await admin.gql(UPDATE, { d: { escalation_timeout: 100 } })).errors).toEqual([]);
    expect(await db.select().from(appSubscriptions)).toHaveLength(1);

    expect((await admin.gql(UPDATE, { d: { subscriptions_enabled: false } })).errors).toEqual([]);
    expect(await db.select().from(appSubscriptions)).toEqual([]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'app_subscription'), eq(auditLog.entity_id, String(subscription?.id))));
    expect(audit.map((a) => a.action)).toEqual(['deleted']);
  });
});
