// Presses call buttons at the simulator on a fixed schedule (open loop: a slow answer does not slow
// the next press, so a slow server cannot hide its latency by throttling the load), alternating
// between opening alerts and closing the oldest, so a display always shows a handful of calls.
import { now } from './wire';

/** Alert, the call type both the alert button and a medallion toggle (configurator-protocol §9). */
export const ALERT = 4;

export interface Press {
  index: number;
  device: number;
  action: 'open' | 'close';
  /** wire.ts `now()` just before the request was sent (one clock with the subscriber threads). */
  pressedAt: number;
  respondedAt?: number;
  /** The call the press opened or closed; undefined until known, or when the press failed. */
  callId?: number;
  error?: string;
}

export interface Device {
  id: number;
  button: 'alert' | 'medallion';
}

interface OpenEntry {
  device: Device;
  press: Press;
  /** Settles when the call id is known (or the press failed). */
  confirmed: Promise<void>;
}

interface WireCall {
  id: number;
  call_type_id: number;
  system_tree_node_id: number;
}

export class SimClient {
  private readonly auth: string;

  constructor(readonly url: string) {
    this.auth = `Basic ${Buffer.from('admin:admin').toString('base64')}`;
  }

  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: { authorization: this.auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  /** The devices with a button that toggles an alert, minus those with a call open now. */
  async devices(): Promise<Device[]> {
    const config = await this.request<{ system_tree_nodes: { id: number; buttons?: string[] }[] }>(
      'GET',
      '/api/v1/config',
    );
    const busy = new Set((await this.openCalls()).map((c) => c.system_tree_node_id));
    const devices: Device[] = [];
    for (const node of config.system_tree_nodes) {
      if (busy.has(node.id)) continue;
      if (node.buttons?.includes('alert')) devices.push({ id: node.id, button: 'alert' });
      else if (node.buttons?.includes('medallion')) devices.push({ id: node.id, button: 'medallion' });
    }
    return devices;
  }

  async openCalls(): Promise<WireCall[]> {
    return (await this.request<{ calls: WireCall[] }>('GET', '/api/v1/calls')).calls;
  }

  /**
   * The call the last press on this device opened. /sim/press does not say; the bench owns the device
   * and presses it again only after that answer, so the one alert open on it is exactly that call.
   */
  async alertOn(deviceId: number): Promise<number> {
    const calls = (await this.openCalls()).filter(
      (c) => c.system_tree_node_id === deviceId && c.call_type_id === ALERT,
    );
    if (calls.length !== 1 || !calls[0]) throw new Error(`device ${deviceId}: ${calls.length} alerts open`);
    return calls[0].id;
  }

  press(device: Device): Promise<{ effects: { action: string; call: string }[] }> {
    return this.request('POST', '/sim/press', { device: device.id, button: device.button });
  }
}

export interface DriveOptions {
  presses: number;
  rate: number;
  /** Calls open at once at most; then every other press closes the oldest. */
  maxOpen: number;
  signal: AbortSignal;
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, Math.max(0, ms)));

export async function drive(sim: SimClient, devices: Device[], options: DriveOptions): Promise<Press[]> {
  const { presses: total, rate, maxOpen, signal } = options;
  const presses: Press[] = [];
  const inFlight: Promise<void>[] = [];
  const free = [...devices];
  const open: OpenEntry[] = [];
  /** Closes not answered yet: their devices return to `free` when they are. */
  const closing = new Set<Promise<void>>();
  const interval = 1000 / rate;
  const start = performance.now();

  const expectEffect = (press: Press, effects: { action: string; call: string }[]) => {
    const [effect] = effects;
    if (effects.length !== 1 || effect?.action !== press.action || effect.call !== 'alert') {
      throw new Error(`device ${press.device}: ${press.action} press had effects ${JSON.stringify(effects)}`);
    }
  };

  const pressOpen = (device: Device, index: number): OpenEntry => {
    const press: Press = { index, device: device.id, action: 'open', pressedAt: now() };
    presses.push(press);
    const confirmed = (async () => {
      try {
        expectEffect(press, (await sim.press(device)).effects);
        press.respondedAt = now();
        press.callId = await sim.alertOn(device.id);
      } catch (error) {
        press.error = error instanceof Error ? error.message : String(error);
      }
    })();
    inFlight.push(confirmed);
    return { device, press, confirmed };
  };

  const pressClose = (entry: OpenEntry, index: number): void => {
    const press: Press = {
      index,
      device: entry.device.id,
      action: 'close',
      pressedAt: now(),
      callId: entry.press.callId,
    };
    presses.push(press);
    const send = async () => {
      try {
        expectEffect(press, (await sim.press(entry.device)).effects);
        press.respondedAt = now();
        free.push(entry.device);
      } catch (error) {
        // The device's state is unknown now: it is not pressed again.
        press.error = error instanceof Error ? error.message : String(error);
      }
    };
    const done = send().finally(() => closing.delete(done));
    closing.add(done);
    inFlight.push(done);
  };

  for (let index = 0; index < total && !signal.aborted; index++) {
    await sleep(start + index * interval - performance.now());
    const remaining = total - index;
    // Bounded: each round either presses or waits for an answer that frees a device or a call.
    for (let attempt = 0; attempt < 100 && !signal.aborted; attempt++) {
      // Open only when a later press is left to close it, so the run ends with no call of its own open.
      if (free.length > 0 && open.length < maxOpen && open.length + 2 <= remaining) {
        const device = free.shift();
        if (device) open.push(pressOpen(device, index));
        break;
      }
      const oldest = open[0];
      if (oldest) {
        // Its id must be known, and a device is never pressed while its last press is unanswered.
        await oldest.confirmed;
        open.shift();
        if (oldest.press.callId === undefined) continue; // its open failed: nothing to close
        pressClose(oldest, index);
        break;
      }
      if (closing.size === 0) break; // nothing to open or close: only an odd last press gets here
      await Promise.race(closing);
    }
  }
  await Promise.allSettled(inFlight);
  return presses;
}
