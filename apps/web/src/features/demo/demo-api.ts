import type { DemoEffect } from '@wardlight/domain';
import { demoTriggerBody } from '@wardlight/domain';
import { BACKEND_PATH } from '../../app/connection/request-context';

/** A polled device of the demo (GET /backend/demo, ADR 0043). */
export interface DemoDevice {
  id: number;
  name: string;
  section_id: number | null;
  room: string | null;
  resident: string | null;
  medallion: { id: number; name: string; section_id: number | null } | null;
}

export interface DemoLayout {
  floors: Array<{ name: string; devices: DemoDevice[] }>;
  phones: boolean;
  /** The system's configurator, the simulator (ADR 0043 "copy this setup"). */
  simulator: string | null;
}

export type DemoInfo = { demo_mode: false; layout: null } | { demo_mode: true; system_id: number; layout: DemoLayout };

export interface DemoPhone {
  n: number;
  partition: string;
  name: string;
  display_name: string;
  system_id: number;
  device_token: string | null;
  session_token: string | null;
}

/** A demo request the server refused: 409 while there is no system (the setup is not done yet). */
export class DemoHttpError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`${path}: HTTP ${status}`);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BACKEND_PATH}${path}`, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new DemoHttpError(response.status, path);
  return (await response.json()) as T;
}

export const demoApi = {
  info: () => call<DemoInfo>('GET', '/demo'),
  /** Pairs and signs in the phones `renew` names (their partitions hold no tokens). */
  phones: (renew: number[]) => call<{ phones: DemoPhone[] }>('POST', '/demo/phones', { renew }),
  /** One effect of a button press: spec part 2 §7 `POST /demo/call/trigger`. */
  trigger: (effect: DemoEffect, deviceId: number, sectionId: number | null) =>
    call('POST', '/demo/call/trigger', demoTriggerBody(effect, deviceId, sectionId)),
  closeAll: () => call('POST', '/demo/call/close', {}),
  reset: () => call('POST', '/demo/reset', {}),
};
