import type { FastifyInstance } from 'fastify';
import { field } from '../config/field-specs';
import { callsSnapshot } from '../config/views';
import type { Engine } from '../engine';
import { DEVICE_ACTIONS, type DeviceAction, runDeviceAction } from '../world/devices';
import { parseId, readBody } from './http-errors';

interface ActionBody {
  action: DeviceAction;
  section_id: number | null;
}

const ACTION_FIELDS = {
  action: field.oneOf(DEVICE_ACTIONS, { required: true }),
  section_id: field.ref('sections'),
};

/** Device commands and the open-call snapshot (docs/configurator-protocol.md §7–8). */
export function registerDeviceRoutes(app: FastifyInstance, engine: Engine): void {
  app.post<{ Params: { id: string } }>('/api/v1/devices/:id/actions', async (request) => {
    const deviceId = parseId(request.params.id);
    const body = readBody<ActionBody>(ACTION_FIELDS, request.body);
    return engine.mutate((ctx) => runDeviceAction(ctx, deviceId, body.action, body.section_id));
  });

  app.get('/api/v1/calls', async () => {
    // Everything the snapshot shows is durable before it is shown.
    await engine.journal.settled();
    return callsSnapshot(engine.state);
  });
}
