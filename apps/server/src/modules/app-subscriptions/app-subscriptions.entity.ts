import { numberRule, required } from '@wardlight/domain';
import { and, eq, ne } from 'drizzle-orm';
import { appSettings, appSubscriptions, appUsers, systemTreeNodes } from '../../db/schema/index';
import { actorOf } from '../../graphql/actor';
import type { GraphQLContext } from '../../graphql/context';
import { NODE_PRIORITY } from '../app-user-groups/app-user-groups.entity';
import { type ConsoleEntity, defineConsoleEntity } from '../console-entities/console-entity';

/**
 * Subscriptions (spec part 2 §2 App management "subscriptions", ADR 0031): an app user answers first for
 * a node and the devices below it, by the subscription's priority (1 first); with confirmation required
 * only confirmed ones count. Every root field needs the app setting `subscriptions_enabled`: while it is
 * off the route is not offered and the API answers `subscriptions_disabled`.
 */
export const appSubscriptionEntity: ConsoleEntity = defineConsoleEntity(appSubscriptions, {
  entity: 'app_subscription',
  names: {
    one: 'appSubscription',
    many: 'appSubscriptions',
    Singular: 'AppSubscription',
    Plural: 'AppSubscriptions',
  },
  fields: ['app_user_id', 'node_id', 'priority', 'confirmed'],
  search: ['node_id'],
  orderBy: 'app_user_id',
  sortable: ['node_id', 'priority', 'confirmed'],
  async check(subscription, { issues, exists, tx, systemId, existing }) {
    if (required('app_user_id', subscription.app_user_id, issues))
      await exists('app_user_id', appUsers, [subscription.app_user_id]);
    if (required('node_id', subscription.node_id, issues))
      await exists('node_id', systemTreeNodes, [subscription.node_id]);
    numberRule('priority', subscription.priority ?? 1, NODE_PRIORITY, issues);
    if (issues.ok && subscription.app_user_id != null && subscription.node_id != null) {
      // One subscription per user and node (the table's unique index, said as a validation).
      const twin = await tx
        .select({ id: appSubscriptions.id })
        .from(appSubscriptions)
        .where(
          and(
            eq(appSubscriptions.system_id, systemId),
            eq(appSubscriptions.app_user_id, subscription.app_user_id),
            eq(appSubscriptions.node_id, subscription.node_id),
            existing ? ne(appSubscriptions.id, existing.id) : undefined,
          ),
        )
        .limit(1);
      if (twin.length > 0) issues.add('node_id', 'unique');
    }
    return undefined;
  },
  async unavailable(db) {
    const [settings] = await db
      .select({ enabled: appSettings.subscriptions_enabled })
      .from(appSettings)
      .where(eq(appSettings.id, 1));
    return settings?.enabled ? null : { field: 'subscriptions_enabled', key: 'subscriptions_disabled' };
  },
  resolvers: {
    Mutation: {
      /** Confirms the subscriptions (spec: subscriptions need confirmation when the setting says so). */
      async confirmAppSubscriptions(_p: unknown, { ids }: { ids: number[] }, ctx: GraphQLContext) {
        const bound = ctx.services.consoleEntities.bind(appSubscriptionEntity, ctx.systemId);
        const confirmed = [];
        for (const id of ids) confirmed.push(await bound.update(actorOf(ctx), id, { confirmed: true }));
        return confirmed;
      },
    },
  },
});
