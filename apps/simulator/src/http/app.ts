import type { Server } from 'node:http';
import { createServer } from 'node:https';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { registerCameraRoutes } from '../camera/camera';
import type { Engine } from '../engine';
import { AUTH_CHALLENGE, type Credentials, isAuthorized, UNAUTHORIZED_BODY } from './basic-auth';
import { registerConfigRoutes } from './config-routes';
import { registerDeviceRoutes } from './device-routes';
import { installErrorHandling } from './http-errors';
import { registerSimRoutes } from './sim-routes';

export interface HttpOptions {
  credentials: Credentials;
  logLevel: string | false;
  /** PEM key and certificate: serve HTTPS (and WSS) like a head unit with TLS switched on. */
  tls?: { key: string; cert: string } | undefined;
}

function httpsFactory(tls: { key: string; cert: string }): FastifyServerFactory {
  return (handler) => createServer(tls, handler) as unknown as Server;
}

/** The configurator's HTTP API; every route, the control API included, needs Basic auth. */
export function buildHttpApp(engine: Engine, options: HttpOptions): FastifyInstance {
  const tls = options.tls;
  const app = Fastify({
    logger: options.logLevel === false ? false : { level: options.logLevel },
    // An https.Server serves requests and upgrades like an http.Server; Fastify's types want the latter.
    ...(tls ? { serverFactory: httpsFactory(tls) } : {}),
  });
  installErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    // The test camera is open, as a camera on the ward's network is to the displays (camera/camera.ts).
    if (request.url.startsWith('/camera/')) return;
    if (isAuthorized(request.headers.authorization, options.credentials)) return;
    return reply.code(401).header('www-authenticate', AUTH_CHALLENGE).send(UNAUTHORIZED_BODY);
  });
  registerConfigRoutes(app, engine);
  registerDeviceRoutes(app, engine);
  registerSimRoutes(app, engine);
  registerCameraRoutes(app);
  return app;
}
