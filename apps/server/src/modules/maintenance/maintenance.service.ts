import {
  CLEANUP_MIN_DAYS,
  cleanupCutoff,
  type Locale,
  matchesCleanupPhrase,
  type Principal,
  restrictedTo,
} from '@wardlight/domain';
import type { Db } from '../../db/client';
import { ValidationFailed } from '../../graphql/errors';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import { messageForViewersOf } from '../system-messages/system-messages.service';
import {
  countOld,
  removeOldCalls,
  removeOldChainEntries,
  removeOldUnchained,
  systemsInScope,
} from './cleanup.repository';

export interface CleanupInput {
  olderThanDays: number;
  calls: boolean;
  audit: boolean;
  confirm: string;
}

function checkDays(days: number): void {
  if (!Number.isInteger(days) || days < CLEANUP_MIN_DAYS)
    throw new ValidationFailed([{ field: 'older_than_days', key: 'min_value', data: { min: CLEANUP_MIN_DAYS } }]);
}

/**
 * The maintenance page's server side (spec part 1 §2 tools, §5 cleanup): counts first, then the cleanup
 * with the confirmation phrase; reloading every client. Everything keeps to the actor's systems; entries
 * without a system only for actors of every system.
 */
export function createMaintenance(deps: { db: Db; messages: Pick<SystemMessagesService, 'publish'> }) {
  async function scope(principal: Principal) {
    const restricted = restrictedTo(principal);
    return { systemIds: await systemsInScope(deps.db, restricted), withoutSystem: restricted === null };
  }

  return {
    async preview(principal: Principal, olderThanDays: number) {
      checkDays(olderThanDays);
      const before = cleanupCutoff(olderThanDays);
      const { systemIds, withoutSystem } = await scope(principal);
      return { before, ...(await countOld(deps.db, systemIds, withoutSystem, before)) };
    },

    async cleanup(actor: AuditActor & { principal: Principal }, locale: Locale, input: CleanupInput) {
      checkDays(input.olderThanDays);
      if (!matchesCleanupPhrase(input.confirm, locale))
        throw new ValidationFailed([{ field: 'confirm', key: 'invalid_value', data: { reason: 'phrase' } }]);
      const before = cleanupCutoff(input.olderThanDays);
      const { systemIds, withoutSystem } = await scope(actor.principal);
      let calls = 0;
      let audit = 0;
      if (input.calls) for (const id of systemIds) calls += await removeOldCalls(deps.db, id, before);
      if (input.audit) {
        const chains = [...systemIds, ...(withoutSystem ? [0] : [])];
        for (const chain of chains) audit += await removeOldChainEntries(deps.db, chain, before);
        audit += await removeOldUnchained(deps.db, systemIds, withoutSystem, before);
      }
      // The cleanup is itself audited, in the actor's chain, after the removal (so it is never removed by it).
      await writeAudit(deps.db, actor, [
        {
          action: 'deleted',
          entity: 'old_records',
          change: { older_than_days: input.olderThanDays, before: before.toISOString(), calls, audit },
        },
      ]);
      return { before, calls, audit };
    },

    /** Every console and display of the actor's systems loads the page again (spec `reload` message). */
    async reloadClients(principal: Principal): Promise<boolean> {
      const restricted = restrictedTo(principal);
      if (restricted === null) await deps.messages.publish({ subject: 'reload', payload: null });
      else
        for (const id of await systemsInScope(deps.db, restricted))
          await deps.messages.publish(messageForViewersOf(id, 'reload', null));
      return true;
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenance>;
