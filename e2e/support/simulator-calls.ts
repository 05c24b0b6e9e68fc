// What people do to devices in the building, through the simulator's control API
// (docs/configurator-protocol.md §9): buttons pressed, calls raised and ended, and the open calls as the
// call system holds them.
import { SIMULATOR_CREDENTIALS } from './simulator';

/** A call as the simulator holds it (docs/configurator-protocol.md §7). */
export interface SimulatorCall {
  id: number;
  call_type_id: number;
  section_id: number | null;
  system_tree_node_id: number;
  number: number | null;
  device_text_long: string;
  opened_at: string;
}

export type Button = 'alert' | 'presence' | 'emergency' | 'medallion';

/** Call types of the simulator's care home (apps/simulator/fixtures/care-home-catalog.ts). */
export const CALL_TYPES = {
  /** Notruf: Emergency, sort order 10 */
  emergency: 2,
  /** Dringender Ruf: Urgent, sort order 20 */
  urgent: 3,
  /** Ruf: Normal, sort order 30 */
  alert: 4,
  /** Assistenz: Urgent, sort order 40 */
  assistance: 5,
  /** Anwesenheit: flag Presence */
  presence: 6,
} as const;

/** Sections of the care home. */
export const SECTIONS = { floor1: 1, floor2: 2 } as const;

/** Room terminals of the care home (alert, presence and emergency buttons) by room: tree node ids. */
export const TERMINALS = { 101: 23, 102: 24, 103: 13, 104: 17, 201: 10, 202: 28, 203: 32, 204: 36 } as const;
export type Room = keyof typeof TERMINALS;

/** A room terminal's long text, which the display's tiles show. */
export const roomText = (room: Room) => `Zimmer ${room}`;

export class SimulatorCalls {
  constructor(private readonly address: string) {}

  private async send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const { username, password } = SIMULATOR_CREDENTIALS;
    const response = await fetch(`http://${this.address}${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** POST /sim/press: a button of a room's terminal. */
  async press(room: Room, button: Button): Promise<void> {
    await this.send('POST', '/sim/press', { device: TERMINALS[room], button });
  }

  /** POST /sim/call: a call of any type at a room's terminal (no button raises urgent calls). */
  async raise(room: Room, callTypeId: number): Promise<SimulatorCall> {
    const reply = await this.send<{ call: SimulatorCall }>('POST', '/sim/call', {
      device_id: TERMINALS[room],
      call_type_id: callTypeId,
    });
    return reply.call;
  }

  /** POST /sim/call: a call of any type at any device (a medallion, a bath). */
  async raiseAt(deviceId: number, callTypeId: number): Promise<SimulatorCall> {
    const reply = await this.send<{ call: SimulatorCall }>('POST', '/sim/call', {
      device_id: deviceId,
      call_type_id: callTypeId,
    });
    return reply.call;
  }

  /** POST /sim/call with close: ends the device's open call of that type, as the staff at the bed would. */
  async closeAt(deviceId: number, callTypeId: number): Promise<void> {
    await this.send('POST', '/sim/call', { device_id: deviceId, call_type_id: callTypeId, close: true });
  }

  /** POST /sim/device: what a device reports — its battery (percent), say, as when it drains or is replaced. */
  async device(deviceId: number, values: { battery?: number | null; reachable?: boolean }): Promise<void> {
    await this.send('POST', '/sim/device', { device_id: deviceId, ...values });
  }

  /** POST /sim/settings: how long the configurator's commits take; without a value only reads it. */
  async commitMs(value?: number): Promise<number> {
    const reply = await this.send<{ commit_ms: number }>(
      'POST',
      '/sim/settings',
      value === undefined ? {} : { commit_ms: value },
    );
    return reply.commit_ms;
  }

  /** The calls open at the call system now. */
  async openCalls(): Promise<SimulatorCall[]> {
    return (await this.send<{ calls: SimulatorCall[] }>('GET', '/sim/state')).calls;
  }

  /**
   * Ends every open call, one by one (POST /sim/call with close), leaving the configuration alone —
   * unlike /sim/reset, which also brings back the fixture's configuration.
   */
  async closeAll(): Promise<void> {
    for (const call of await this.openCalls()) {
      await this.send('POST', '/sim/call', {
        device_id: call.system_tree_node_id,
        call_type_id: call.call_type_id,
        close: true,
      });
    }
  }
}
