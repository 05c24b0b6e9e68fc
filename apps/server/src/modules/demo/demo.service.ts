import { eq } from 'drizzle-orm';
import { endpointOfRow } from '../../call-system/configurator-endpoint';
import { SimulatorControl } from '../../call-system/simulator-control';
import type { Db } from '../../db/client';
import { appState, systems } from '../../db/schema/index';
import type { SecretBox } from '../../secrets/secret-box';
import type { CallsService } from '../calls/calls.service';
import type { LinkManager } from '../systems/link-manager';

export interface DemoTrigger {
  call_type_id: number;
  section_id: number | null;
  device_id: number;
  close: boolean;
}

/** Why a demo request was refused; the route turns it into an HTTP status. */
export class DemoRefused extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The sales demo (spec part 2 §4 Demo): simulated devices raise and close calls. Only while demo
 * mode is on, and only against a system whose configurator is the simulator, which alone has a
 * control API; closing all calls works through EndCalls, as on real hardware.
 */
export function createDemoService(deps: { db: Db; links: LinkManager; calls: CallsService; secrets: SecretBox }) {
  async function control(systemId: number): Promise<SimulatorControl> {
    const [row] = await deps.db.select().from(systems).where(eq(systems.id, systemId));
    if (!row?.ip) throw new DemoRefused(409, 'the system has no configurator');
    return new SimulatorControl(endpointOfRow(row, deps.secrets));
  }

  return {
    async isOn(): Promise<boolean> {
      const [state] = await deps.db.select({ on: appState.demo_mode }).from(appState).where(eq(appState.id, 1));
      return state?.on ?? false;
    },

    async setMode(on: boolean): Promise<void> {
      await deps.db.update(appState).set({ demo_mode: on }).where(eq(appState.id, 1));
    },

    async trigger(systemId: number, t: DemoTrigger) {
      const call = await (await control(systemId)).call({
        device_id: t.device_id,
        call_type_id: t.call_type_id,
        section_id: t.section_id,
        close: t.close,
      });
      return { ok: true, call };
    },

    async closeAll(systemId: number) {
      const link = deps.links.link(systemId);
      if (!link) throw new DemoRefused(409, 'the system has no configurator link');
      const open = await deps.calls.openCalls(systemId);
      const devices = [...new Set(open.map((c) => c.system_tree_node_id).filter((d): d is number => d !== null))];
      for (const device of devices) await link.deviceAction(device, 'EndCalls');
      return { ok: true, devices: devices.length };
    },

    async reset(systemId: number) {
      const result = await (await control(systemId)).reset();
      return { ok: true, ...result };
    },
  };
}

export type DemoService = ReturnType<typeof createDemoService>;
