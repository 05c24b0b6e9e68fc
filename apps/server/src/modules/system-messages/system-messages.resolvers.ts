import { Repeater } from 'graphql-yoga';
import type { HttpSyncError } from '../../events/topics';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import type { SystemMessage } from './system-messages.service';

export const systemMessagesResolvers: Resolvers = {
  Subscription: {
    systemMessages: {
      subscribe: (_p, _a, ctx) =>
        new Repeater<{ systemMessages: SystemMessage }>(async (push, stop) => {
          const off = ctx.services.systemMessages.subscribe(
            { systemId: ctx.systemId, principal: ctx.principal },
            (m) => void push({ systemMessages: m }),
          );
          await stop;
          off();
        }),
    },
    getsHTTPError: {
      subscribe: (_p, _a, ctx) =>
        new Repeater<{ getsHTTPError: HttpSyncError }>(async (push, stop) => {
          const off = ctx.services.systemMessages.subscribeHttpErrors(
            ctx.systemId,
            (e) => void push({ getsHTTPError: e }),
          );
          await stop;
          off();
        }),
    },
  },
};
