import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { coverageOf } from './coverage';
import { phoneCallsFeed } from './phone-feed';
import { type PhoneIdentity, phoneError } from './phone-identity';
import { phoneTeam } from './phone-team';
import { explainRouting } from './routing-explainer';
import { appStatistics } from './statistics';

/** The phone the guard found (`@phone`); the guard ran before any of these resolvers. */
function phoneOf(ctx: GraphQLContext): PhoneIdentity {
  if (!ctx.phone) throw phoneError('PHONE_NOT_PAIRED');
  return ctx.phone;
}

function signedIn(ctx: GraphQLContext) {
  const phone = phoneOf(ctx);
  if (!phone.user) throw phoneError('PHONE_SIGNED_OUT');
  return { ...phone, user: phone.user };
}

export const phonesResolvers: Resolvers = {
  Query: {
    phoneSession: (_p, _a, ctx) => ctx.services.phones.session(phoneOf(ctx)),
    phoneCalls: (_p, _a, ctx) => ctx.services.phoneActions.list(signedIn(ctx)),
    phoneLinkState: async (_p, _a, ctx) => {
      const systemId = phoneOf(ctx).client.system_id;
      const [state] = await ctx.services.linkStates.of([systemId]);
      if (!state) throw phoneError('PHONE_NOT_PAIRED');
      return state;
    },
    phoneTeam: (_p, _a, ctx) => phoneTeam(ctx.services.db, signedIn(ctx)),
    phoneSubscriptions: (_p, _a, ctx) => ctx.services.phoneSubscriptions.view(signedIn(ctx)),
    appCoverage: (_p, _a, ctx) =>
      ctx.systemId === null ? { active: false, sections: [] } : coverageOf(ctx.services.db, ctx.systemId),
    appStatistics: (_p, { from, to }, ctx) =>
      ctx.systemId === null
        ? { groups: [], users: [], unanswered: 0, receipts: [] }
        : appStatistics(ctx.services.db, ctx.systemId, from, to),
    callRouting: (_p, { call_id }, ctx) =>
      ctx.systemId === null ? null : explainRouting(ctx.services.db, ctx.systemId, call_id),
  },
  Mutation: {
    pairPhone: (_p, { code }, ctx) => ctx.services.phones.pair(code, ctx),
    phoneSignIn: (_p, { name, password }, ctx) => ctx.services.phones.signIn(phoneOf(ctx), name, password, ctx),
    phoneSignOut: (_p, _a, ctx) => ctx.services.phones.signOut(signedIn(ctx)),
    phoneCallAction: (_p, { call_id, action }, ctx) => ctx.services.phoneActions.act(signedIn(ctx), call_id, action),
    phoneAcknowledge: (_p, { call_ids, opened }, ctx) =>
      ctx.services.phoneActions.acknowledge(signedIn(ctx), call_ids, opened ?? false),
    phoneSubscribe: (_p, { node_id, priority }, ctx) =>
      ctx.services.phoneSubscriptions.subscribe(signedIn(ctx), node_id, priority ?? 1),
    phoneUnsubscribe: (_p, { id }, ctx) => ctx.services.phoneSubscriptions.unsubscribe(signedIn(ctx), id),
    phoneReport: (_p, { status }, ctx) => ctx.services.phones.report(phoneOf(ctx), status),
  },
  Subscription: {
    phoneCallsChanged: {
      subscribe: (_p, _a, ctx) =>
        phoneCallsFeed({
          db: ctx.services.db,
          bus: ctx.services.bus,
          log: ctx.services.log,
          phone: signedIn(ctx),
          tokens: ctx.phoneTokens,
          identify: ctx.services.phones.identify,
          feeds: ctx.services.phoneFeeds,
          pulse: ctx.services.phonePulse,
        }),
    },
  },
};
