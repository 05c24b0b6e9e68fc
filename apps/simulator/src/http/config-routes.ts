import type { FastifyInstance } from 'fastify';
import { isKind } from '../config/entities';
import { discardStaged, stageDelete, stagePut } from '../config/staging';
import { commitView, configSnapshot, FIRMWARE_VERSION, stagedView } from '../config/views';
import type { Engine } from '../engine';
import { SimError } from '../errors';
import { parseId } from './http-errors';

interface EntityParams {
  kind: string;
  id: string;
}

function entityTarget(params: EntityParams) {
  if (!isKind(params.kind)) throw new SimError(404, 'unknown_kind', `Unknown configuration kind "${params.kind}"`);
  return { kind: params.kind, id: parseId(params.id) };
}

/** Configuration and commit endpoints of the protocol (docs/configurator-protocol.md §3–6). */
export function registerConfigRoutes(app: FastifyInstance, engine: Engine): void {
  const { state } = engine;

  app.get('/api/v1/firmware', async () => ({ version: FIRMWARE_VERSION }));

  app.get('/api/v1/config', async () => configSnapshot(state));

  app.get('/api/v1/config/staged', async () => stagedView(state));

  app.delete('/api/v1/config/staged', async () => ({
    discarded: await engine.mutate((ctx) => discardStaged(ctx)),
  }));

  app.put<{ Params: EntityParams }>('/api/v1/config/:kind/:id', async (request) => {
    const { kind, id } = entityTarget(request.params);
    return { staged: await engine.mutate((ctx) => stagePut(ctx, kind, id, request.body)) };
  });

  app.delete<{ Params: EntityParams }>('/api/v1/config/:kind/:id', async (request) => {
    const { kind, id } = entityTarget(request.params);
    return { staged: await engine.mutate((ctx) => stageDelete(ctx, kind, id)) };
  });

  app.get('/api/v1/commit', async () => commitView(state));

  app.post('/api/v1/commit', async (_request, reply) => {
    await engine.mutate(() => engine.commits.start());
    return reply.code(202).send(commitView(state));
  });
}
