import Fastify, { type FastifyInstance } from 'fastify';
import type { Engine } from '../engine';
import { AUTH_CHALLENGE, type Credentials, isAuthorized, UNAUTHORIZED_BODY } from './basic-auth';
import { registerConfigRoutes } from './config-routes';
import { registerDeviceRoutes } from './device-routes';
import { installErrorHandling } from './http-errors';
import { registerSimRoutes } from './sim-routes';

export interface HttpOptions {
  credentials: Credentials;
  logLevel: string | false;
}

/** The configurator's HTTP API; every route, the control API included, needs Basic auth. */
export function buildHttpApp(engine: Engine, options: HttpOptions): FastifyInstance {
  const app = Fastify({ logger: options.logLevel === false ? false : { level: options.logLevel } });
  installErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    if (isAuthorized(request.headers.authorization, options.credentials)) return;
    return reply.code(401).header('www-authenticate', AUTH_CHALLENGE).send(UNAUTHORIZED_BODY);
  });
  registerConfigRoutes(app, engine);
  registerDeviceRoutes(app, engine);
  registerSimRoutes(app, engine);
  return app;
}
