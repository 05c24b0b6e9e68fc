import { and, eq } from 'drizzle-orm';
import { LinkError } from '../../call-system/link-error';
import type { Db } from '../../db/client';
import { hubCredentials, hubs } from '../../db/schema/index';
import { missingPermission, notFound, userError, ValidationFailed } from '../../graphql/errors';
import type { SecretBox } from '../../secrets/secret-box';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import type { LinkManager } from '../systems/link-manager';

// The hub sync action and the hub logs (spec part 1 §2; ADR 0045, "Hubs"): both go through the system's
// configurator link to the hub. The hub's login (spec part 1 §3 hub username, password) is kept by the
// console, the password sealed (ADR 0046); credentials typed for one sync take its place for that sync.

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

/** What a client may know of a hub's stored login: the username, and whether a password is set. */
export interface HubCredentialsView {
  hub_id: number;
  username: string;
  has_password: boolean;
  updated_at: Date | null;
}

export interface TypedCredentials {
  username?: string | null | undefined;
  password?: string | null | undefined;
  /** Keep the typed credentials as the hub's for the next syncs (after a sync the hub accepted). */
  remember?: boolean | null | undefined;
}

export function createHubSync(deps: { db: Db; links: LinkManager; secrets: SecretBox }) {
  const box = deps.secrets.forUse('hub-password');

  async function hubOf(systemId: number | null, hubId: number) {
    if (systemId === null) throw missingPermission('system');
    const [hub] = await deps.db
      .select({ id: hubs.id, name: hubs.name })
      .from(hubs)
      .where(and(eq(hubs.system_id, systemId), eq(hubs.id, hubId)));
    if (!hub) throw notFound('hub', hubId);
    return { systemId, hub };
  }

  async function linkFor(systemId: number | null, hubId: number) {
    const { hub, systemId: system } = await hubOf(systemId, hubId);
    const link = deps.links.link(system);
    if (!link?.hubSync || !link.hubLogs)
      throw userError('hub sync failure: the system has no configurator link', 'LINK_UNAVAILABLE');
    return { hub, link, systemId: system };
  }

  async function stored(systemId: number, hubId: number) {
    const [row] = await deps.db
      .select()
      .from(hubCredentials)
      .where(and(eq(hubCredentials.system_id, systemId), eq(hubCredentials.hub_id, hubId)));
    return row ?? null;
  }

  const viewOf = (hubId: number, row: Awaited<ReturnType<typeof stored>>): HubCredentialsView => ({
    hub_id: hubId,
    username: row?.username ?? '',
    has_password: Boolean(row?.password),
    updated_at: row?.updated_at ?? null,
  });

  async function save(actor: AuditActor, systemId: number, hubId: number, username: string, password: string) {
    const sealed = box.seal(password);
    const now = new Date();
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(hubCredentials)
        .values({ system_id: systemId, hub_id: hubId, username, password: sealed, updated_at: now })
        .onConflictDoUpdate({
          target: [hubCredentials.system_id, hubCredentials.hub_id],
          set: { username, password: sealed, updated_at: now },
        });
      await writeAudit(tx, actor, [
        // The password never enters the audit: only that it was set.
        { action: 'updated', entity: 'hub_credentials', entityId: hubId, change: { username, password: '***' } },
      ]);
    });
  }

  return {
    async credentials(systemId: number | null, hubId: number): Promise<HubCredentialsView> {
      const { systemId: system } = await hubOf(systemId, hubId);
      return viewOf(hubId, await stored(system, hubId));
    },

    /** Sets the hub's login; a null password keeps the one stored (the form shows only "set"). */
    async setCredentials(
      actor: AuditActor,
      systemId: number | null,
      hubId: number,
      username: string,
      password: string | null | undefined,
    ): Promise<HubCredentialsView> {
      const { systemId: system } = await hubOf(systemId, hubId);
      const name = username.trim();
      if (!name) throw new ValidationFailed([{ field: 'username', key: 'required' }]);
      const before = await stored(system, hubId);
      const plain = password === null || password === undefined ? (before ? box.open(before.password) : '') : password;
      if (!plain) throw new ValidationFailed([{ field: 'password', key: 'required' }]);
      await save(actor, system, hubId, name, plain);
      return viewOf(hubId, await stored(system, hubId));
    },

    async clearCredentials(actor: AuditActor, systemId: number | null, hubId: number): Promise<HubCredentialsView> {
      const { systemId: system } = await hubOf(systemId, hubId);
      await deps.db.transaction(async (tx) => {
        const gone = await tx
          .delete(hubCredentials)
          .where(and(eq(hubCredentials.system_id, system), eq(hubCredentials.hub_id, hubId)))
          .returning({ hub_id: hubCredentials.hub_id });
        if (gone.length)
          await writeAudit(tx, actor, [{ action: 'deleted', entity: 'hub_credentials', entityId: hubId }]);
      });
      return viewOf(hubId, null);
    },

    /**
     * Syncs the hub, logging in with the credentials typed for this sync or, without them, the hub's stored
     * ones (HUB_CREDENTIALS_MISSING when there are none).
     */
    async sync(actor: AuditActor, systemId: number | null, hubId: number, typed: TypedCredentials = {}) {
      const { hub, link, systemId: system } = await linkFor(systemId, hubId);
      let login: { username: string; password: string };
      const typedIn = Boolean(typed.username && typed.password);
      if (typedIn) login = { username: typed.username as string, password: typed.password as string };
      else {
        const row = await stored(system, hubId);
        if (!row?.password)
          throw userError('hub sync failure: no login is stored for this hub', 'HUB_CREDENTIALS_MISSING');
        login = { username: row.username, password: box.open(row.password) };
      }
      let result: Awaited<ReturnType<NonNullable<typeof link.hubSync>>>;
      try {
        result = await (link.hubSync as NonNullable<typeof link.hubSync>)(hubId, login);
      } catch (error) {
        failure(error);
      }
      await writeAudit(deps.db, actor, [
        { action: 'updated', entity: 'hub_sync', entityId: hubId, change: { hub: hub.name, username: login.username } },
      ]);
      // Only a login the hub accepted is worth keeping.
      if (typedIn && typed.remember) await save(actor, system, hubId, login.username, login.password);
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

export type HubSyncService = ReturnType<typeof createHubSync>;
