import type { DemoEffect, DemoInfo, DemoPhone } from '@wardlight/domain';
import { demoTriggerBody } from '@wardlight/domain';
import { BACKEND_PATH } from '../../app/connection/request-context';

export type { DemoDevice, DemoInfo, DemoLayout, DemoPhone } from '@wardlight/domain';

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
