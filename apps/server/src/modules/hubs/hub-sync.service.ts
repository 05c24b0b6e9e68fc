import { and, eq } from 'drizzle-orm';
import { LinkError } from '../../call-system/link-error';
import type { Db } from '../../db/client';
import { hubs } from '../../db/schema/index';
import { missingPermission, notFound, userError } from '../../graphql/errors';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import type { LinkManager } from '../systems/link-manager';

// The hub sync action and the hub logs (spec part 1 §2; ADR 0045, "Hubs"): both go through the system's
// configurator link to the hub. The hub's credentials come with the request and are not stored.

/** The spec's "hub sync failure" (§8) by its cause: login refused, hub silent, no link, anything else. */
function failure(error: unknown): never {
  if (error instanceof LinkError) {
    if (error.key === 'hub_login_failed')
      throw userError('hub sync failure: the hub refused the login', 'HUB_LOGIN_FAILED');
    if (error.key === 'hub_unreachable' || error.status === 504)
      throw userError('hub sync failure: the hub does not answer', 'HUB_UNREACHABLE');
    throw userError(`hub sync failure: ${error.message}`, 'HUB_SYNC_FAILED');
  }
  throw error;
}

export function createHubSync(deps: { db: Db; links: LinkManager }) {
  async function linkFor(systemId: number | null, hubId: number) {
    if (systemId === null) throw missingPermission('system');
    const [hub] = await deps.db
      .select({ id: hubs.id, name: hubs.name })
      .from(hubs)
      .where(and(eq(hubs.system_id, systemId), eq(hubs.id, hubId)));
    if (!hub) throw notFound('hub', hubId);
    const link = deps.links.link(systemId);
    if (!link?.hubSync || !link.hubLogs)
      throw userError('hub sync failure: the system has no configurator link', 'LINK_UNAVAILABLE');
    return { hub, link };
  }

  return {
    async sync(actor: AuditActor, systemId: number | null, hubId: number, username: string, password: string) {
      const { hub, link } = await linkFor(systemId, hubId);
      let result: Awaited<ReturnType<NonNullable<typeof link.hubSync>>>;
      try {
        result = await (link.hubSync as NonNullable<typeof link.hubSync>)(hubId, { username, password });
      } catch (error) {
        failure(error);
      }
      await writeAudit(deps.db, actor, [
        { action: 'updated', entity: 'hub_sync', entityId: hubId, change: { hub: hub.name, username } },
      ]);
      return { ...result, last_sync: result.last_sync ? new Date(result.last_sync) : null };
    },

    async logs(systemId: number | null, hubId: number) {
      const { link } = await linkFor(systemId, hubId);
      try {
        const lines = await (link.hubLogs as NonNullable<typeof link.hubLogs>)(hubId);
        return lines.map((l) => ({ ...l, at: new Date(l.at) }));
      } catch (error) {
        failure(error);
      }
    },
  };
}
