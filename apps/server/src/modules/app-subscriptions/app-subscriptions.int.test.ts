import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, appUsers, auditLog, systemTreeNodes } from '../../db/schema/index';
import { type ConsoleStack, issuesOf, ok, startConsoleStack } from '../console-entities/console-entities-test-kit';

// Subscriptions need the app setting subscriptions_enabled; one per user and node; confirmed on request.

let env: ConsoleStack;
let userId = 0;
beforeAll(async () => {
  env = await startConsoleStack({ licensed: true });
  const db = env.server.app.database.db;
  const system = env.systems[0] ?? 0;
  const [user] = await db.insert(appUsers).values({ system_id: system, name: 'anna', password_hash: 'x' }).returning();
  userId = user?.id ?? 0;
  await db.insert(systemTreeNodes).values([
    { system_id: system, id: 31, kind: 'room', name: 'Zimmer 31' },
    { system_id: system, id: 32, kind: 'room', name: 'Zimmer 32' },
  ]);
});
afterAll(() => env.close());

const setEnabled = (enabled: boolean) =>
  env.server.app.database.db.update(appSettings).set({ subscriptions_enabled: enabled }).where(eq(appSettings.id, 1));
const CREATE = 'mutation($d: AppSubscriptionInput!) { createAppSubscription(data: $d) { id confirmed } }';

describe('app subscriptions', () => {
  it('are refused on every field while the app settings switch them off', async () => {
    await setEnabled(false);
    for (const query of [
      '{ appSubscriptions { total } }',
      '{ appSubscription(id: 1) { id } }',
      `mutation { createAppSubscription(data: { app_user_id: ${userId}, node_id: 31 }) { id } }`,
      'mutation { deleteAppSubscriptions(ids: [1]) }',
      'mutation { confirmAppSubscriptions(ids: [1]) { id } }',
    ]) {
      const reply = await env.admin.gql(query);
      expect(reply.errors[0]?.extensions).toMatchObject({
        validation: true,
        field: 'subscriptions_enabled',
        key: 'subscriptions_disabled',
      });
    }
  });

  it('are one per user and node, with a priority of 1–99, and confirmed on request', async () => {
    await setEnabled(true);
    const created = await ok<{ createAppSubscription: { id: number; confirmed: boolean } }>(env.admin, CREATE, {
      d: { app_user_id: userId, node_id: 31, priority: 2 },
    });
    expect(created.createAppSubscription.confirmed).toBe(false);
    const twin = await env.admin.gql(CREATE, { d: { app_user_id: userId, node_id: 31 } });
    expect(issuesOf(twin)).toEqual(['node_id:unique']);
    const priority = await env.admin.gql(CREATE, { d: { app_user_id: userId, node_id: 32, priority: 100 } });
    expect(issuesOf(priority)).toEqual(['priority:between']);
    const missing = await env.admin.gql(CREATE, { d: { app_user_id: userId, node_id: 99 } });
    expect(issuesOf(missing)).toEqual(['node_id:missing_relation']);

    const { id } = created.createAppSubscription;
    const confirmed = await ok<{ confirmAppSubscriptions: { id: number; confirmed: boolean }[] }>(
      env.admin,
      `mutation { confirmAppSubscriptions(ids: [${id}]) { id confirmed } }`,
    );
    expect(confirmed.confirmAppSubscriptions).toEqual([{ id, confirmed: true }]);
    const audit = await env.server.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'app_subscription'));
    expect(audit.find((a) => a.field === 'confirmed')?.change).toEqual({ from: false, to: true });
  });
});
