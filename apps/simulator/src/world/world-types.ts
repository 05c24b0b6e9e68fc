// Runtime state of the simulated hardware: values the devices report, not configuration.

import type { HubStatus } from '@wardlight/configurator-protocol';

// The shapes the protocol sends are shared with the server's driver; the rest is the simulator's own.
export type { Call, DeviceRuntime, HubPrinterMessage, HubStatus } from '@wardlight/configurator-protocol';
export { HUB_STATUSES } from '@wardlight/configurator-protocol';

export interface HubLogLine {
  at: string;
  level: 'info' | 'warn' | 'error';
  text: string;
}

export interface HubRuntime {
  status: HubStatus;
  last_sync: string | null;
  /** The hub's own log, newest last, at most HUB_LOG_LINES (absent in state files of older versions). */
  log?: HubLogLine[];
}
