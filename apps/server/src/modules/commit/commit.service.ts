import { and, eq, inArray } from 'drizzle-orm';
import { isLinkError } from '../../call-system/link-error';
import type { CrudActor } from '../../crud/crud';
import type { Db } from '../../db/client';
import type { Bus } from '../../events/topics';
import { ValidationFailed } from '../../graphql/errors';
import type { Logger } from '../../logger';
import { writeAudit } from '../audit/audit.repository';
import { type ConfigEdit, requireSystem } from '../config-edit/config-edit.service';
import { OPEN_STATES } from '../config-edit/item-states';
import { sendOpenItems } from '../config-edit/open-items';
import { commitRunning, configuratorUnreachable, isCommitRunning, refusalIssues } from '../config-edit/staging';
import { importConfiguration } from '../configuration/config-import';
import { CONFIG_KIND_TABLES } from '../configuration/config-kinds';
import { announceConfigChanges } from '../display/display-messages';
import type { SyncService } from '../sync/sync.service';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import type { LinkManager } from '../systems/link-manager';
import { followCommits, setCommitFlags } from './commit-state';
import { paramsOpen, sendOpenParams } from './open-params';
import { readSyncItems } from './sync-items';

/** Configurator refusals and silences in the terms `/sync` shows (commit-time validation names kind and id). */
async function asked<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isLinkError(error, 'unreachable') || isLinkError(error, 'unauthorized'))
      throw configuratorUnreachable(error.message);
    if (isLinkError(error, 'conflict')) throw commitRunning();
    if (isLinkError(error, 'validation')) throw new ValidationFailed(refusalIssues(error, 'commit'));
    throw error;
  }
}

/**
 * The `/sync` page's server side (spec part 1 §4): what the next commit brings, starting it, and throwing
 * the staged changes away. Runs in the configuration writes' order per system (ADR 0010).
 */
export function createCommitService(deps: {
  db: Db;
  bus: Bus;
  log: Logger;
  links: Pick<LinkManager, 'link'>;
  configEdit: ConfigEdit;
  sync: SyncService;
  messages: Pick<SystemMessagesService, 'publish'>;
}) {
  const { serial, guard } = deps.configEdit;
  followCommits(deps);
  const linkOf = (systemId: number) => {
    const link = deps.links.link(systemId);
    // On PostgreSQL another instance may hold the link; only that one talks to the configurator.
    if (!link) throw configuratorUnreachable('this server holds no link to the configurator');
    return link;
  };

  return {
    syncItems: (context: number | null) => {
      const systemId = requireSystem(context);
      return readSyncItems(deps.db, deps.links.link(systemId), systemId);
    },

    /**
     * Sends what is still pending, then starts the commit. Items the configurator refuses, at staging or
     * by its commit-time rules, come back as validation errors naming their kind and id; nothing starts.
     */
    commitConfig(context: number | null) {
      const systemId = requireSystem(context);
      return serial(systemId, async () => {
        await guard.assertIdle(systemId);
        const link = linkOf(systemId);
        const refused = await asked(() => sendOpenItems(deps.db, link, systemId));
        if (refused.length > 0) throw new ValidationFailed(refused);
        await asked(() => sendOpenParams(deps.db, link, systemId));
        // Before asking, so edits are refused from now on and the commit's own events (which may all
        // arrive before the answer) always come after: its end clears the flag.
        await setCommitFlags(deps.db, systemId, { committing_gets_config: true, commit_started_at: new Date() });
        try {
          await asked(() => link.commit());
        } catch (error) {
          // Unless another commit runs: its own end clears the flag then.
          if (!isCommitRunning(error)) await setCommitFlags(deps.db, systemId, { committing_gets_config: false });
          throw error;
        }
        return deps.sync.configChangelog(systemId);
      });
    },

    /**
     * Drops every staged change on the configurator and every pending edit here: the items take the
     * committed configuration again. Returns how many items this console had open.
     */
    discardConfigChanges(actor: CrudActor, context: number | null) {
      const systemId = requireSystem(context);
      return serial(systemId, async () => {
        await guard.assertIdle(systemId);
        const link = linkOf(systemId);
        const paramsWereOpen = await asked(() => paramsOpen(deps.db, link, systemId));
        await asked(() => link.discardStaged());
        const committed = await asked(() => link.config());
        const { discarded, changed } = await deps.db.transaction(async (tx) => {
          // The import below puts the committed parameters back on the systems row.
          let discarded = paramsWereOpen ? 1 : 0;
          for (const { table } of CONFIG_KIND_TABLES) {
            const open = and(eq(table.system_id, systemId), inArray(table.item_state, [...OPEN_STATES]));
            // Marked as imported, the import below overwrites them or drops those the configurator lacks.
            const reset = await tx
              .update(table)
              .set({ item_state: 'imported' })
              .where(open)
              .returning({ id: table.id });
            discarded += reset.length;
          }
          const summary = await importConfiguration(tx, systemId, committed);
          await writeAudit(tx, actor, [{ action: 'deleted', entity: 'staged_configuration', change: { discarded } }]);
          return { discarded, changed: summary.changed };
        });
        await announceConfigChanges(deps.messages, systemId, changed);
        return discarded;
      });
    },
  };
}

export type CommitService = ReturnType<typeof createCommitService>;
