/**
 * Where the stack of the global setup runs. The setup puts it into the environment, which the
 * workers inherit; the tests read it back here.
 */
export interface StackInfo {
  /** The console (server and built web app), e.g. http://127.0.0.1:41234 */
  baseURL: string;
  /** The simulator as the wizard's configurator step wants it: host:port */
  simulatorAddress: string;
  /** The global setup's control endpoint (restarts the server). */
  controlURL: string;
}

const KEYS = {
  baseURL: 'WARDLIGHT_E2E_BASE_URL',
  simulatorAddress: 'WARDLIGHT_E2E_SIMULATOR',
  controlURL: 'WARDLIGHT_E2E_CONTROL_URL',
} as const satisfies Record<keyof StackInfo, string>;

export function publishStackInfo(info: StackInfo): void {
  for (const [field, key] of Object.entries(KEYS)) process.env[key] = info[field as keyof StackInfo];
}

export function readStackInfo(): StackInfo {
  const read = (key: string) => {
    const value = process.env[key];
    if (!value)
      throw new Error(`${key} is not set: run the suite with \`npm run e2e\` (its global setup starts the stack)`);
    return value;
  };
  return {
    baseURL: read(KEYS.baseURL),
    simulatorAddress: read(KEYS.simulatorAddress),
    controlURL: read(KEYS.controlURL),
  };
}
