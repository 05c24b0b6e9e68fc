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

  async reset(): Promise<{ seq: number; revision: number }> {
    return (await this.request('POST', '/sim/reset', {})) as { seq: number; revision: number };
  }
}
