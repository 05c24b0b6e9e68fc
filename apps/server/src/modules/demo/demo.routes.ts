import { ANONYMOUS } from '@wardlight/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LinkError } from '../../call-system/link-error';
import { factsOfRequest } from '../../http/request-facts';
import type { Services } from '../../services';
import { SystemUnavailable } from '../systems/systems.service';
import { DemoRefused, type DemoTrigger } from './demo.service';
import { demoLayout } from './demo-layout';
import { demoPhones } from './demo-phones';

function readTrigger(body: unknown): DemoTrigger | null {
  const b = (body ?? {}) as Record<string, unknown>;
  const int = (v: unknown) => (Number.isInteger(v) && (v as number) > 0 ? (v as number) : null);
  const callType = int(b.call_type_id);
  const device = int(b.device_id);
  if (callType === null || device === null) return null;
  return { call_type_id: callType, device_id: device, section_id: int(b.section_id), close: b.close === true };
}

function readRenew(body: unknown): number[] {
  const renew = ((body ?? {}) as Record<string, unknown>).renew;
  return Array.isArray(renew) ? renew.filter((n): n is number => Number.isInteger(n)) : [];
}

/**
 * GET /backend/demo: whether demo mode is on, and then the demo's devices by floor (always answers, so
 * the page can say how to switch it on). POST /backend/demo/phones, /call/trigger, /call/close and
 * /reset: answer 404 unless demo mode is on.
 */
export function registerDemoRoutes(app: FastifyInstance, services: Services): void {
  async function withSystem(req: FastifyRequest, reply: FastifyReply, run: (systemId: number) => Promise<unknown>) {
    if (!(await services.demo.isOn())) return reply.status(404).send({ ok: false, error: 'demo mode is off' });
    try {
      const systemId = await services.systems.resolveContext(ANONYMOUS, factsOfRequest(req).requestedSystem);
      if (systemId === null) return reply.status(409).send({ ok: false, error: 'no system' });
      return await run(systemId);
    } catch (error) {
      if (error instanceof SystemUnavailable) return reply.status(424).send({ ok: false, error: error.message });
      if (error instanceof DemoRefused) return reply.status(error.status).send({ ok: false, error: error.message });
      if (error instanceof LinkError) return reply.status(502).send({ ok: false, error: error.message });
      throw error;
    }
  }

  app.get('/backend/demo', async (req, reply) => {
    if (!(await services.demo.isOn())) return { demo_mode: false, layout: null };
    return withSystem(req, reply, async (systemId) => ({
      demo_mode: true,
      system_id: systemId,
      layout: await demoLayout(services.db, systemId),
    }));
  });
  app.post('/backend/demo/phones', (req, reply) =>
    withSystem(req, reply, async (systemId) => ({
      ok: true,
      phones: await demoPhones(services, systemId, readRenew(req.body), factsOfRequest(req)),
    })),
  );
  app.post('/backend/demo/call/trigger', (req, reply) =>
    withSystem(req, reply, async (systemId) => {
      const trigger = readTrigger(req.body);
      if (!trigger) return reply.status(422).send({ ok: false, error: 'call_type_id and device_id are required' });
      return services.demo.trigger(systemId, trigger);
    }),
  );
  app.post('/backend/demo/call/close', (req, reply) =>
    withSystem(req, reply, (systemId) => services.demo.closeAll(systemId)),
  );
  app.post('/backend/demo/reset', (req, reply) => withSystem(req, reply, (systemId) => services.demo.reset(systemId)));
}
