import { hasAnyPermission, isSignedIn, type Principal } from '@wardlight/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { LinkError } from '../../call-system/link-error';
import type { Db } from '../../db/client';
import { calls } from '../../db/schema/index';
import { missingPermission, userError } from '../../graphql/errors';
import { type CallView, viewCalls } from '../calls/call-view';
import { type CallRow, callIsOpen, timeZoneOfSystem, toCallRow } from '../calls/calls.repository';
import type { LinkManager } from '../systems/link-manager';
import { type Actor, recordClosedBy } from './call-actions.repository';
import { type CallLogFilterInput, parseFilter } from './call-log.filter';
import {
  COUNT_LIMIT,
  checkSortWindow,
  countUpTo,
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  MAX_PAGE_SIZE,
  parseSort,
  readPage,
  SCAN_BUDGET_MS,
  whereOf,
} from './call-log.query';
import { callScopeOf, scopeCondition } from './call-scope';

export interface CallLogArgs {
  filter?: CallLogFilterInput | null;
  sort?: { field: string; descending?: boolean | null } | null;
  after?: string | null;
  first?: number | null;
  count?: boolean | null;
}

/** The call log (issue 12, ADR 0028): pages of the system context's calls as the caller may see them. */
export function createCallLogService(deps: { db: Db; links: LinkManager }) {
  const { db } = deps;

  /** The filter and the caller's scope as one condition; throws a validation error on a bad filter. */
  async function conditionOf(principal: Principal, systemId: number, input: CallLogFilterInput | null | undefined) {
    const filter = parseFilter(input, new Date(), await timeZoneOfSystem(db, systemId));
    return whereOf(db, await callScopeOf(db, principal, systemId), filter);
  }

  /** One call as the caller may see it: in the log's scope; without the log or the tree, an open call only. */
  async function visibleCall(principal: Principal, systemId: number, id: number): Promise<CallRow | null> {
    const parts: SQL[] = [scopeCondition(await callScopeOf(db, principal, systemId)), eq(calls.id, id)];
    // A signed-in user on a wall display opens the form of a call the display shows (spec part 2 §6).
    if (!hasAnyPermission(principal, ['calllog::use_module', 'systemtree::use_module'])) parts.push(callIsOpen);
    const [row] = await db
      .select()
      .from(calls)
      .where(and(...parts));
    return row ?? null;
  }

  return {
    conditionOf,

    async page(principal: Principal, systemId: number | null, args: CallLogArgs) {
      if (systemId === null) throw missingPermission('system');
      const sort = parseSort(args.sort);
      const after = args.after ? decodeCursor(args.after, sort) : null;
      const first = Math.min(Math.max(args.first ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
      const query = await conditionOf(principal, systemId, args.filter);
      await checkSortWindow(db, query, sort);
      const deadline = Date.now() + SCAN_BUDGET_MS;
      const [{ rows, next, reached }, count] = await Promise.all([
        readPage(db, query, sort, after, first, { deadline }),
        args.count ? countUpTo(db, query, COUNT_LIMIT, deadline) : null,
      ]);
      return { items: await viewCalls(db, systemId, rows), next, reached, count };
    },

    async call(principal: Principal, systemId: number | null, id: number): Promise<CallView | null> {
      if (systemId === null || !isSignedIn(principal)) return null;
      const row = await visibleCall(principal, systemId, id);
      if (!row) return null;
      const [view] = await viewCalls(db, systemId, [row]);
      return view ?? null;
    },

    /**
     * Ends an open call from the log: the configurator ends the calls of its device in its section
     * (EndCalls, the only way the hardware closes calls), and each call it closed records who did.
     */
    async close(actor: Actor, systemId: number | null, id: number): Promise<CallView> {
      if (systemId === null) throw missingPermission('system');
      const row = await visibleCall(actor.principal, systemId, id);
      if (!row) throw userError('call close failure: no such call', 'NOT_FOUND');
      if (row.is_closed) return (await viewCalls(db, systemId, [row]))[0] as CallView;
      if (row.system_tree_node_id === null) throw userError('call close failure: the call has no device', 'NO_DEVICE');
      const link = deps.links.link(systemId);
      if (!link) throw userError('call close failure: the system has no configurator link', 'LINK_UNAVAILABLE');
      let closed: Awaited<ReturnType<typeof link.deviceAction>>['closed_calls'];
      try {
        closed = (await link.deviceAction(row.system_tree_node_id, 'EndCalls', row.section_id)).closed_calls;
      } catch (error) {
        if (error instanceof LinkError) throw userError(`call close failure: ${error.message}`, 'LINK_FAILED');
        throw error;
      }
      await recordClosedBy(
        db,
        systemId,
        actor,
        closed.map((c) => c.id),
      );
      // The configurator's call.closed event stores the closing; until it is read, answer with what it said.
      const mine = closed.find((c) => c.id === id);
      const timeZone = await timeZoneOfSystem(db, systemId);
      const answered = mine ? { ...row, ...toCallRow(systemId, mine, timeZone) } : row;
      return (await viewCalls(db, systemId, [answered as CallRow]))[0] as CallView;
    },
  };
}

export type CallLogService = ReturnType<typeof createCallLogService>;
