import { isSignedIn, parseSystemId } from '@wardlight/domain';
import type { GraphQLContext } from '../../graphql/context';
import { missingPermission } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { eventSource, markShared } from '../../graphql/shared-events';
import { sourceAllowed, sourcesOf } from '../call-log/call-scope';
import type { CallsUpdate } from './calls-feed';

/** override_system lets one display show several systems; each must be one the caller may use. */
async function systemOf(ctx: GraphQLContext, override: string | null | undefined): Promise<number> {
  const wanted = override == null ? ctx.systemId : parseSystemId(override);
  const usable = await ctx.services.systems.usable(ctx.principal);
  if (wanted === null || !usable.some((s) => s.id === wanted)) throw missingPermission('system');
  return wanted;
}

// The same update (same system, same change) is the same event object for every subscriber, so it is
// executed once however many displays listen; open calls read the same for visitors and staff.
const events = new WeakMap<CallsUpdate, { onCallsChanged: CallsUpdate }>();
function eventOf(update: CallsUpdate): { onCallsChanged: CallsUpdate } {
  let event = events.get(update);
  if (!event) {
    event = markShared({ onCallsChanged: update });
    events.set(update, event);
  }
  return event;
}

/**
 * A signed-in user restricted to call source groups sees only their calls on a console too (ADR 0028).
 * Users with the same restriction share one filtered update, executed once for all of them.
 */
const restricted = new WeakMap<CallsUpdate, Map<string, CallsUpdate>>();
function restrict(update: CallsUpdate, sources: readonly number[]): CallsUpdate {
  let byKey = restricted.get(update);
  if (!byKey) {
    byKey = new Map();
    restricted.set(update, byKey);
  }
  const key = sources.join(',');
  let mine = byKey.get(key);
  if (!mine) {
    const calls = update.calls.filter((c) => sourceAllowed(sources, c.call_source_id));
    const shown = new Set(calls.map((c) => c.id));
    // Closed calls are gone from the list and cannot be judged; their ids alone tell nothing.
    mine = {
      ...update,
      calls,
      opened: update.opened.filter((id) => shown.has(id)),
      updated: update.updated.filter((id) => shown.has(id)),
    };
    byKey.set(key, mine);
  }
  return mine;
}

/** The call sources a signed-in caller is restricted to in `systemId`; null: every call. */
function sourcesFor(ctx: GraphQLContext, systemId: number): Promise<number[] | null> {
  if (!isSignedIn(ctx.principal)) return Promise.resolve(null);
  return sourcesOf(ctx.services.db, ctx.principal, systemId);
}

export const callsResolvers: Resolvers = {
  Query: {
    openCalls: async (_p, _a, ctx) => {
      if (ctx.systemId === null) return [];
      const [open, sources] = await Promise.all([
        ctx.services.calls.openCalls(ctx.systemId),
        sourcesFor(ctx, ctx.systemId),
      ]);
      return sources === null ? open : open.filter((c) => sourceAllowed(sources, c.call_source_id));
    },
  },
  Mutation: {
    deviceAction: (_p, { input }, ctx) =>
      ctx.services.deviceActions.run({ principal: ctx.principal, userName: ctx.userName }, ctx.systemId, input),
  },
  Subscription: {
    onCallsChanged: {
      subscribe: async (_p, { override_system, since }, ctx) => {
        const systemId = await systemOf(ctx, override_system);
        const sources = await sourcesFor(ctx, systemId);
        // Listened to by the socket's frames without a queue per display (framed-subscription.ts).
        return eventSource((emit: (event: { onCallsChanged: CallsUpdate }) => Promise<void> | undefined) =>
          ctx.services.callsFeed.subscribe(systemId, since ?? null, (u) =>
            emit(eventOf(sources === null ? u : restrict(u, sources))),
          ),
        );
      },
    },
  },
};
