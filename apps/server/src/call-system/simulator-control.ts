import type { Endpoint } from './endpoint';
import { jsonClient } from './http-request';
import type { Call } from './protocol-types';

export type SimButton = 'alert' | 'presence' | 'emergency' | 'medallion';

export interface PressResult {
  device_id: number;
  button: SimButton;
  effects: { action: 'open' | 'close'; call: 'alert' | 'presence' | 'emergency' }[];
  lights: { alert: boolean; presence: boolean; emergency: boolean };
}

export interface SimCallInput {
  device_id: number;
  call_type_id: number;
  section_id?: number | null;
  /** Close the device's open call of this type instead of opening one. */
  close?: boolean;
}

/**
 * The simulator's control API (docs/configurator-protocol.md §9), kept out of CallSystemLink: real
 * hardware has no such thing, and only the demo view and tests press buttons through the network.
 * Errors are LinkErrors, as for the link.
 */
export class SimulatorControl {
  private readonly request;

  constructor(endpoint: Endpoint, timeoutMs?: number) {
    this.request = jsonClient(endpoint, timeoutMs);
  }

  async press(device: number, button: SimButton): Promise<PressResult> {
    return (await this.request('POST', '/sim/press', { device, button })) as PressResult;
  }

  async call(input: SimCallInput): Promise<Call | null> {
    return ((await this.request('POST', '/sim/call', input)) as { call: Call | null }).call;
  }

  /** Makes the hub printer report a radio (a device with a MAC) or a bare address. */
  async hubPrinter(input: { device_id?: number; address?: string; error?: string }): Promise<unknown> {
    return ((await this.request('POST', '/sim/hub-printer', input)) as { message: unknown }).message;
  }

  /** A device's battery as the hardware reports it (percent; null for none). */
  async device(input: { device_id: number; battery?: number | null; reachable?: boolean }): Promise<unknown> {
    return ((await this.request('POST', '/sim/device', input)) as { device: unknown }).device;
  }

  /** Silences a device or hub (reported unreachable / Offline, then nothing), or lets it be heard again. */
  async silence(input: { device_id?: number; hub_id?: number; silent: boolean }): Promise<unknown> {
    return await this.request('POST', '/sim/silence', input);
  }

  /** A defect call on a device (on a repeater with `repeater`), or its end with `close`. */
  async defect(input: { device_id?: number; close?: boolean; repeater?: boolean }): Promise<Call | null> {
    const { repeater, ...body } = input;
    const path = repeater ? '/sim/repeater-fault' : '/sim/defect';
    return ((await this.request('POST', path, body)) as { call: Call | null }).call;
  }

  async reset(): Promise<{ seq: number; revision: number }> {
    return (await this.request('POST', '/sim/reset', {})) as { seq: number; revision: number };
  }
}
