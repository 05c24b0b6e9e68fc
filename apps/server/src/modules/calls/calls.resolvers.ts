import { parseSystemId } from '@wardlight/domain';
import type { GraphQLContext } from '../../graphql/context';
import { missingPermission } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { eventSource, markShared } from '../../graphql/shared-events';
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

export const callsResolvers: Resolvers = {
  Query: {
    openCalls: async (_p, _a, ctx) => (ctx.systemId === null ? [] : ctx.services.calls.openCalls(ctx.systemId)),
  },
  Mutation: {
    deviceAction: (_p, { input }, ctx) => ctx.services.deviceActions.run(ctx.principal, ctx.systemId, input),
  },
  Subscription: {
    onCallsChanged: {
      subscribe: async (_p, { override_system, since }, ctx) => {
        const systemId = await systemOf(ctx, override_system);
        // Listened to by the socket's frames without a queue per display (framed-subscription.ts).
        return eventSource((emit: (event: { onCallsChanged: CallsUpdate }) => Promise<void> | undefined) =>
          ctx.services.callsFeed.subscribe(systemId, since ?? null, (u) => emit(eventOf(u))),
        );
      },
    },
  },
};
