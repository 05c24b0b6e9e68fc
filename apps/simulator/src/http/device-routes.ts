import type { FastifyInstance } from 'fastify';
import { field } from '../config/field-specs';
import { callsSnapshot } from '../config/views';
import type { Engine } from '../engine';
import { DEVICE_ACTIONS, type DeviceAction, runDeviceAction } from '../world/devices';
import { hubLogLines, syncHub } from '../world/hubs';
import { parseId, readBody } from './http-errors';

interface ActionBody {
  action: DeviceAction;
  section_id: number | null;
}

const ACTION_FIELDS = {
  action: field.oneOf(DEVICE_ACTIONS, { required: true }),
  section_id: field.ref('sections'),
};

const HUB_SYNC_FIELDS = {
  username: field.text(64, { required: true }),
  password: field.text(128, { required: true }),
};

/** Device commands and the open-call snapshot (docs/configurator-protocol.md §7–8). */
export function registerDeviceRoutes(app: FastifyInstance, engine: Engine): void {
  app.post<{ Params: { id: string } }>('/api/v1/devices/:id/actions', async (request) => {
    const deviceId = parseId(request.params.id);
    const body = readBody<ActionBody>(ACTION_FIELDS, request.body);
    return engine.mutate((ctx) => runDeviceAction(ctx, deviceId, body.action, body.section_id));
  });

  // Hub sync with the hub's credentials and the hub's log (spec part 1 §2; ADR 0045, "Hubs").
  app.post<{ Params: { id: string } }>('/api/v1/hubs/:id/sync', async (request) => {
    const hubId = parseId(request.params.id);
    const body = readBody<{ username: string; password: string }>(HUB_SYNC_FIELDS, request.body);
    return engine.mutate((ctx) => syncHub(ctx, hubId, body));
  });

  app.get<{ Params: { id: string } }>('/api/v1/hubs/:id/logs', async (request) => ({
    lines: hubLogLines(engine, parseId(request.params.id)),
  }));

  app.get('/api/v1/calls', async () => {
    // Everything the snapshot shows is durable before it is shown.
    await engine.journal.settled();
    return callsSnapshot(engine.state);
  });
}
