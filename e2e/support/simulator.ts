// The simulator as the tests reach it beside the console: its configurator API (what the call system
// holds) and its control API (what people do to devices in the building). Basic auth with the
// credentials the setup wizard gave the configurator step.

/** The configurator's credentials, as `01-setup` enters them in the wizard. */
export const SIMULATOR_CREDENTIALS = { username: 'admin', password: 'admin' } as const;

/** A tree node as the configurator holds it after a commit (docs/configurator-protocol.md §4). */
export interface SimulatorNode {
  id: number;
  kind: string;
  name: string;
  parent_id: number | null;
  section_id: number | null;
  text_short: string;
  text_long: string;
  call_source_id: number | null;
  buttons: string[];
}

export interface CommitSettings {
  commit_ms: number;
  fail_next_commit: string | null;
}

export class Simulator {
  constructor(private readonly address: string) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
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

  /** The committed configuration (GET /api/v1/config): what the call system runs, nothing staged. */
  async committed(): Promise<{ system_tree_nodes: SimulatorNode[]; sections: { id: number; name: string }[] }> {
    return this.call('GET', '/api/v1/config');
  }

  /** POST /sim/press: somebody presses a button of a device. */
  async press(device: number, button: string): Promise<{ effects: { action: string; call: string }[] }> {
    return this.call('POST', '/sim/press', { device, button });
  }

  /** POST /sim/settings: how long a commit takes; an empty patch only reads the settings. */
  async commitSettings(patch: Partial<CommitSettings> = {}): Promise<CommitSettings> {
    return this.call('POST', '/sim/settings', patch);
  }
}
