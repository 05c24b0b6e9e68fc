import { ANONYMOUS } from '@wardlight/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSubscriptions, appUserGroups, systemTreeNodes } from '../../db/schema/index';
import { appSubscriptionEntity } from '../app-subscriptions/app-subscriptions.entity';
import type { createConsoleEntities } from '../console-entities/console-entities.service';
import { type PhoneIdentity, phoneError } from './phone-identity';
import { readAppSettings } from './phones.repository';

type SignedIn = PhoneIdentity & { user: NonNullable<PhoneIdentity['user']> };

/** The nodes a phone user may subscribe to: the rooms of their group's section (with devices in it). */
const SUBSCRIBABLE_KIND = 'room';

/**
 * User-defined subscriptions (spec part 2 §3 App settings subscriptions_user_defined, ADR 0031): with
 * subscriptions enabled and user-defined, an app user subscribes on the phone to rooms of their section;
 * with confirmation required a new one counts only once app management confirmed it. The same rules as
 * app management's (the console entity's own checks), audited as the app user.
 */
export function createPhoneSubscriptions(deps: { db: Db; consoleEntities: ReturnType<typeof createConsoleEntities> }) {
  const { db } = deps;
  const actorOf = (phone: SignedIn) => ({
    principal: ANONYMOUS,
    userId: null,
    userName: `app:${phone.user.name}`,
    systemId: phone.client.system_id,
  });

  async function userDefined() {
    const settings = await readAppSettings(db);
    return settings.subscriptions_enabled && settings.subscriptions_user_defined ? settings : null;
  }

  async function sectionOf(phone: SignedIn): Promise<number | null> {
    if (phone.user.group_id === null) return null;
    const [group] = await db
      .select({ section_id: appUserGroups.section_id })
      .from(appUserGroups)
      .where(eq(appUserGroups.id, phone.user.group_id));
    return group?.section_id ?? null;
  }

  async function mine(phone: SignedIn) {
    return db
      .select({
        id: appSubscriptions.id,
        node_id: appSubscriptions.node_id,
        node_name: systemTreeNodes.name,
        priority: appSubscriptions.priority,
        confirmed: appSubscriptions.confirmed,
      })
      .from(appSubscriptions)
      .leftJoin(
        systemTreeNodes,
        and(
          eq(systemTreeNodes.system_id, appSubscriptions.system_id),
          eq(systemTreeNodes.id, appSubscriptions.node_id),
        ),
      )
      .where(eq(appSubscriptions.app_user_id, phone.user.id))
      .orderBy(asc(appSubscriptions.priority), asc(appSubscriptions.id))
      .then((rows) => rows.map((r) => ({ ...r, node_name: r.node_name ?? `#${r.node_id}` })));
  }

  return {
    /** Whether the phone may subscribe, its subscriptions, and the rooms it may choose from. */
    async view(phone: SignedIn) {
      const settings = await userDefined();
      const section = settings ? await sectionOf(phone) : null;
      const rooms =
        section === null
          ? []
          : await db
              .select({ id: systemTreeNodes.id, name: systemTreeNodes.name })
              .from(systemTreeNodes)
              .where(
                and(
                  eq(systemTreeNodes.system_id, phone.client.system_id),
                  eq(systemTreeNodes.kind, SUBSCRIBABLE_KIND),
                  // A room belongs to the section of the devices in it (rooms seldom carry one themselves).
                  sql`(${systemTreeNodes.section_id} = ${section} OR ${systemTreeNodes.id} IN (
                    SELECT parent_id FROM system_tree_nodes
                    WHERE system_id = ${phone.client.system_id} AND section_id = ${section}))`,
                ),
              )
              .orderBy(asc(systemTreeNodes.sort_order), asc(systemTreeNodes.name));
      return {
        allowed: settings !== null,
        confirmation_required: settings?.subscriptions_confirmation_required ?? false,
        subscriptions: settings ? await mine(phone) : [],
        rooms,
      };
    },

    async subscribe(phone: SignedIn, nodeId: number, priority: number) {
      const settings = await userDefined();
      if (!settings) throw phoneError('PHONE_SUBSCRIPTIONS_OFF');
      const bound = deps.consoleEntities.bind(appSubscriptionEntity, phone.client.system_id);
      await bound.create(actorOf(phone), {
        app_user_id: phone.user.id,
        node_id: nodeId,
        priority,
        // Without confirmation required a subscription counts at once; with it, app management confirms.
        confirmed: !settings.subscriptions_confirmation_required,
      });
      return this.view(phone);
    },

    async unsubscribe(phone: SignedIn, id: number) {
      if (!(await userDefined())) throw phoneError('PHONE_SUBSCRIPTIONS_OFF');
      const own = (await mine(phone)).some((s) => s.id === id);
      if (!own) throw phoneError('PHONE_ACTION_NOT_ALLOWED');
      await deps.consoleEntities.bind(appSubscriptionEntity, phone.client.system_id).remove(actorOf(phone), [id]);
      return this.view(phone);
    },
  };
}
