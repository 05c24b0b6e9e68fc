import type { IncomingMessage } from 'node:http';
import { isSignedIn, parseSystemId } from '@wardlight/domain';
import { type ExecutionArgs, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { AnonymousBudget } from '../http/anonymous-budget';
import type { RequestFacts } from '../modules/auth/auth.service';
import { readCookie, SESSION_COOKIE } from '../modules/auth/session-token';
import { SystemUnavailable } from '../modules/systems/systems.service';
import type { Services } from '../services';
import type { Identity } from './context';
import { createDisplaySockets } from './display-sockets';
import { missingAuth } from './errors';
import { maskInternalErrors } from './mask-errors';
import { subscribeSharing } from './shared-events';
import { type FrameSink, frameSink } from './socket-frames';
import { createSocketSessions, type TrackedSocket } from './socket-sessions';
import type { Yoga } from './yoga';

/** Close code for a server going down: clients must treat it as "reconnect", never as "done". */
export const CLOSE_RESTARTING = 1012;

type Enveloped = ReturnType<Yoga['getEnveloped']>;
type RootWithExec = { execute: Enveloped['execute']; sink: FrameSink };

/** Frames above this are refused (close 1009); no operation or variables come near it. */
export const MAX_SOCKET_FRAME_BYTES = 1024 * 1024;

/**
 * graphql-ws on `ws`, running operations through Yoga's envelope so the socket gets the same
 * guards, error masking and validation errors as HTTP. The identity (session cookie of the upgrade
 * request, `system` and `locale` connection parameters) is looked up again for every operation, and
 * the socket closes when its session ends or its user's access changes (socket-sessions.ts).
 */
export function createSocketServer(
  yoga: Yoga,
  services: Services,
  clientIpOf: (req: IncomingMessage) => string,
  budget: AnonymousBudget,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_SOCKET_FRAME_BYTES });
  const mask = maskInternalErrors(services.log);
  const sessions = createSocketSessions(services);
  const displays = createDisplaySockets(services);
  const tracked = new WeakMap<object, TrackedSocket>();
  // A slow reader is cut off (socket-frames.ts): worth a line, it says a screen's link is poor.
  const cutOff = (identity: Identity, buffered: number) =>
    services.log.warn(
      { clientIp: identity.clientIp, buffered },
      'socket too slow: cut off, it resyncs when it reconnects',
    );

  const disposable = useServer<Record<string, unknown>, { identity?: Identity }>(
    {
      async onConnect(ctx) {
        const req = ctx.extra.request;
        const params = ctx.connectionParams ?? {};
        const facts: RequestFacts = {
          sessionToken: readCookie(req.headers.cookie, SESSION_COOKIE),
          requestedSystem: parseSystemId(params.system ?? params['x-system'] ?? null),
          acceptLanguage: typeof params.locale === 'string' ? params.locale : req.headers['accept-language'],
          clientIp: clientIpOf(req),
          userAgent: req.headers['user-agent'] ?? null,
          displayToken: typeof params.display_token === 'string' ? params.display_token : null,
          phoneTokens: {
            client: typeof params.app_client_token === 'string' ? params.app_client_token : null,
            session: typeof params.app_session_token === 'string' ? params.app_session_token : null,
          },
        };
        try {
          const identity = await services.auth.identify(facts);
          const socket = ctx.extra.socket;
          const entry = sessions.track(facts, identity, (code, reason) => socket.close(code, reason));
          tracked.set(ctx, entry);
          socket.once('close', () => sessions.forget(entry));
          const forgetDisplay = displays.track(facts, identity, (code, reason) => socket.close(code, reason));
          socket.once('close', forgetDisplay);
          return true;
        } catch (error) {
          if (error instanceof SystemUnavailable) return false;
          throw error;
        }
      },
      execute: (args: ExecutionArgs) => (args.rootValue as RootWithExec).execute(args),
      // Events of a subscription run through shared-events.ts and are written to the socket from there:
      // shared ones executed and serialised once for every socket.
      subscribe: (args: ExecutionArgs) =>
        subscribeSharing({ ...args, rootValue: undefined }, mask, (args.rootValue as RootWithExec).sink),
      async onSubscribe(ctx, id, payload) {
        const entry = tracked.get(ctx);
        if (!entry) return [];
        // Who asks now, not who asked when the socket opened: a signed-out socket answers nothing more.
        const identity = await sessions.current(entry);
        if (!identity) return [missingAuth()];
        // Visitors' operations spend the same per-address budget as over HTTP (ADR 0019).
        if (!isSignedIn(identity.principal) && budget.take(identity.clientIp) > 0) {
          return [new GraphQLError('too many requests', { extensions: { code: 'RATE_LIMITED' } })];
        }
        const { schema, execute, contextFactory, parse, validate } = yoga.getEnveloped({
          identity,
          cookies: null,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params: payload,
        } as never);
        let document: ReturnType<typeof parse>;
        try {
          document = parse(payload.query);
        } catch (error) {
          // A syntax error, or a text over the token limit (ADR 0019): the client is told, the socket stays.
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const errors = validate(schema, document);
        if (errors.length) return errors;
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, sink: frameSink(ctx.extra.socket, id, (buffered) => cutOff(identity, buffered)) },
        };
      },
    },
    wss,
  );

  return {
    wss,
    /** Tells every client to come back (1012), then stops. */
    async close(): Promise<void> {
      sessions.stop();
      displays.stop();
      for (const client of wss.clients) client.close(CLOSE_RESTARTING, 'server restarting');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
