// Runtime state of the simulated hardware: values the devices report, not configuration.

import type { HubStatus } from '@wardlight/configurator-protocol';

// The shapes the protocol sends are shared with the server's driver; the rest is the simulator's own.
export type { Call, DeviceRuntime, HubPrinterMessage, HubStatus } from '@wardlight/configurator-protocol';
export { HUB_STATUSES } from '@wardlight/configurator-protocol';

export interface HubRuntime {
  status: HubStatus;
  last_sync: string | null;
}
