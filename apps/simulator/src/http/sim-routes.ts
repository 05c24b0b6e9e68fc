import type { FastifyInstance } from 'fastify';
import { lights } from '../buttons/button-machine';
import { pressButton } from '../buttons/press-button';
import { invalidValue } from '../config/config-errors';
import { BUTTONS, type Button } from '../config/entities';
import { field } from '../config/field-specs';
import type { Engine } from '../engine';
import { validationFailed } from '../errors';
import { closeCallOfType, openCall } from '../world/calls';
import { type DevicePatch, reportDevice } from '../world/devices';
import { reportDefect, reportRepeaterFault, silenceDevice, silenceHub } from '../world/faults';
import { type HistoryBody, historyRequest, recordHistory } from '../world/history';
import { printHubMessage, reportHub } from '../world/hubs';
import { HUB_STATUSES, type HubStatus } from '../world/world-types';
import { readBody } from './http-errors';

const ID = { max: 65_535 };
const requiredId = () => field.int(1, ID.max, { required: true });
const optionalId = () => field.int(1, ID.max, { nullable: true });
const ISO_TIME = { regex: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, name: 'iso8601' };

const BODIES = {
  press: { device: requiredId(), button: field.oneOf(BUTTONS, { required: true }) },
  call: {
    device_id: requiredId(),
    call_type_id: requiredId(),
    section_id: optionalId(),
    close: field.bool(false),
  },
  device: {
    device_id: requiredId(),
    battery: field.int(0, 100, { nullable: true }),
    reachable: field.bool(true),
    position: field.text(64, { nullable: true }),
  },
  hub: {
    hub_id: requiredId(),
    status: field.oneOf(HUB_STATUSES),
    last_sync: field.text(40, { nullable: true, pattern: ISO_TIME }),
  },
  printer: {
    device_id: optionalId(),
    address: field.text(17, { nullable: true }),
    error: field.text(200, { nullable: true }),
  },
  tick: { count: field.int(1, 100_000, { default: 1 }) },
  silence: { device_id: optionalId(), hub_id: optionalId(), silent: field.bool(true) },
  defect: { device_id: requiredId(), close: field.bool(false) },
  repeaterFault: { device_id: optionalId(), close: field.bool(false) },
  history: {
    days: field.int(1, 400, { required: true }),
    per_day: field.int(1, 2_000, { default: 150 }),
    seed: field.int(0, 0x7fff_ffff, { nullable: true }),
    end: field.text(40, { nullable: true, pattern: ISO_TIME }),
  },
  settings: { commit_ms: field.int(0, 3_600_000), fail_next_commit: field.text(200, { nullable: true }) },
};

/**
 * Simulator-only control API (docs/configurator-protocol.md §9): what people do to devices in the
 * building, and knobs for tests. A real configurator has none of this.
 */
export function registerSimRoutes(app: FastifyInstance, engine: Engine): void {
  app.post('/sim/press', async (request) => {
    const body = readBody<{ device: number; button: Button }>(BODIES.press, request.body);
    return engine.mutate((ctx) => pressButton(ctx, body.device, body.button));
  });

  app.post('/sim/call', async (request) => {
    type Body = { device_id: number; call_type_id: number; section_id: number | null; close: boolean };
    const body = readBody<Body>(BODIES.call, request.body);
    const call = await engine.mutate((ctx) =>
      body.close
        ? closeCallOfType(ctx, body.device_id, body.call_type_id)
        : openCall(ctx, { deviceId: body.device_id, callTypeId: body.call_type_id, sectionId: body.section_id }),
    );
    return { call };
  });

  app.post('/sim/reset', async () => {
    await engine.reset();
    return { seq: engine.state.seq, revision: engine.state.config.revision };
  });

  app.post('/sim/device', async (request) => {
    const { device_id, ...patch } = readBody<DevicePatch & { device_id: number }>(BODIES.device, request.body, true);
    return { device: await engine.mutate((ctx) => reportDevice(ctx, device_id, patch)) };
  });

  app.post('/sim/hub', async (request) => {
    type Body = { hub_id: number; status?: HubStatus; last_sync?: string | null };
    const { hub_id, ...report } = readBody<Body>(BODIES.hub, request.body, true);
    return { hub: await engine.mutate((ctx) => reportHub(ctx, hub_id, report)) };
  });

  app.post('/sim/hub-printer', async (request) => {
    type Body = { device_id: number | null; address: string | null; error: string | null };
    const body = readBody<Body>(BODIES.printer, request.body);
    const message = await engine.mutate((ctx) =>
      printHubMessage(ctx, { deviceId: body.device_id, address: body.address, error: body.error }),
    );
    return { message };
  });

  // Faults for the incident engine (issue 15): silence, defects, repeater faults.
  app.post('/sim/silence', async (request) => {
    type Body = { device_id: number | null; hub_id: number | null; silent: boolean };
    const body = readBody<Body>(BODIES.silence, request.body);
    const { device_id, hub_id, silent } = body;
    if ((device_id === null) === (hub_id === null))
      throw validationFailed([invalidValue('device_id', { reason: 'give device_id or hub_id, not both' })]);
    return device_id !== null
      ? { device: await engine.mutate((ctx) => silenceDevice(ctx, device_id, silent)) }
      : { hub: await engine.mutate((ctx) => silenceHub(ctx, hub_id as number, silent)) };
  });

  app.post('/sim/defect', async (request) => {
    const body = readBody<{ device_id: number; close: boolean }>(BODIES.defect, request.body);
    return { call: await engine.mutate((ctx) => reportDefect(ctx, body.device_id, body.close)) };
  });

  app.post('/sim/repeater-fault', async (request) => {
    const body = readBody<{ device_id: number | null; close: boolean }>(BODIES.repeaterFault, request.body);
    return { call: await engine.mutate((ctx) => reportRepeaterFault(ctx, body.device_id, body.close)) };
  });

  app.post('/sim/tick', async (request) => {
    const { count } = readBody<{ count: number }>(BODIES.tick, request.body);
    const tick = await engine.runTicks(count);
    return { tick, seq: engine.state.seq };
  });

  app.post('/sim/history', async (request) => {
    const body = readBody<HistoryBody>(BODIES.history, request.body);
    return recordHistory(engine, historyRequest(body, engine.ctx.now(), engine.seed));
  });

  app.post('/sim/settings', async (request) => {
    type Body = { commit_ms?: number; fail_next_commit?: string | null };
    const body = readBody<Body>(BODIES.settings, request.body, true);
    const { settings } = engine.commits;
    if (body.commit_ms !== undefined) settings.durationMs = body.commit_ms;
    if (body.fail_next_commit !== undefined) settings.failNextWith = body.fail_next_commit;
    return { commit_ms: settings.durationMs, fail_next_commit: settings.failNextWith };
  });

  app.get('/sim/state', async () => {
    const { events: _events, buttons, ...state } = engine.state;
    const buttonLights = Object.fromEntries(
      Object.entries(buttons).map(([id, button]) => [id, { ...button, lights: lights(button) }]),
    );
    return { ...state, buttons: buttonLights, published_seq: engine.journal.publishedSeq, seed: engine.seed };
  });
}
