import type { IncomingMessage } from 'node:http';
import { parseSystemId } from '@wardlight/domain';
import type { ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { readCookie, SESSION_COOKIE } from '../modules/auth/session-token';
import { SystemUnavailable } from '../modules/systems/systems.service';
import type { Services } from '../services';
import type { Identity } from './context';
import { maskInternalErrors } from './mask-errors';
import { subscribeSharing } from './shared-events';
import type { Yoga } from './yoga';

/** Close code for a server going down: clients must treat it as "reconnect", never as "done". */
export const CLOSE_RESTARTING = 1012;

type Enveloped = ReturnType<Yoga['getEnveloped']>;
type RootWithExec = { execute: Enveloped['execute'] };

/**
 * graphql-ws on `ws`, running operations through Yoga's envelope so the socket gets the same
 * guards, error masking and validation errors as HTTP. The identity (session cookie of the upgrade
 * request, `system` and `locale` connection parameters) is fixed when the connection opens.
 */
export function createSocketServer(yoga: Yoga, services: Services, clientIpOf: (req: IncomingMessage) => string) {
  const wss = new WebSocketServer({ noServer: true });
  const mask = maskInternalErrors(services.log);
  const identities = new WeakMap<object, Identity>();

  const disposable = useServer<Record<string, unknown>, { identity?: Identity }>(
    {
      async onConnect(ctx) {
        const req = ctx.extra.request;
        const params = ctx.connectionParams ?? {};
        try {
          const identity = await services.auth.identify({
            sessionToken: readCookie(req.headers.cookie, SESSION_COOKIE),
            requestedSystem: parseSystemId(params.system ?? params['x-system'] ?? null),
            acceptLanguage: typeof params.locale === 'string' ? params.locale : req.headers['accept-language'],
            clientIp: clientIpOf(req),
            userAgent: req.headers['user-agent'] ?? null,
          });
          identities.set(ctx, identity);
          return true;
        } catch (error) {
          if (error instanceof SystemUnavailable) return false;
          throw error;
        }
      },
      execute: (args: ExecutionArgs) => (args.rootValue as RootWithExec).execute(args),
      // Events of a subscription run through shared-events.ts: shared ones once for every socket.
      subscribe: (args: ExecutionArgs) => subscribeSharing({ ...args, rootValue: undefined }, mask),
      async onSubscribe(ctx, _id, payload) {
        const identity = identities.get(ctx);
        if (!identity) return [];
        const { schema, execute, contextFactory, parse, validate } = yoga.getEnveloped({
          identity,
          cookies: null,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
        } as never);
        const document = parse(payload.query);
        const errors = validate(schema, document);
        if (errors.length) return errors;
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute },
        };
      },
    },
    wss,
  );

  return {
    wss,
    /** Tells every client to come back (1012), then stops. */
    async close(): Promise<void> {
      for (const client of wss.clients) client.close(CLOSE_RESTARTING, 'server restarting');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
