// The wire shapes of the configurator protocol (docs/configurator-protocol.md), snake_case as sent.
// One copy for both ends — the server's driver and the simulator. The shapes are zod schemas (ADR 0017)
// and the types below are derived from them, so what the simulator sends and what the server accepts
// cannot drift apart; a driver for real hardware must produce the same shapes.
import type { z } from 'zod';
import type { callSchema, deviceActionResultSchema, deviceRuntimeSchema } from './wire-calls';
import type {
  CONFIG_KINDS,
  changelogEntrySchema,
  commitErrorSchema,
  commitStatusSchema,
  configErrorSchema,
  HUB_STATUSES,
} from './wire-config';
import type { hubPrinterMessageSchema } from './wire-events';

export * from './wire-calls';
export * from './wire-config';
export * from './wire-events';
export * from './wire-primitives';
export * from './wire-read';

export type ConfigKind = (typeof CONFIG_KINDS)[number];
export type HubStatus = (typeof HUB_STATUSES)[number];
export type DeviceAction = z.infer<typeof deviceActionResultSchema>['action'];
export type ChangeAction = ChangelogEntry['action'];
export type ConfigError = z.infer<typeof configErrorSchema>;
/** What a configuration error adds beside its key: flat values, or a list of them (`values`). */
export type ConfigErrorData = ConfigError['data'];
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;
export type CommitError = z.infer<typeof commitErrorSchema>;
export type CommitStatus = z.infer<typeof commitStatusSchema>;
export type Call = z.infer<typeof callSchema>;
/** Values a device reports, not configuration. */
export type DeviceRuntime = z.infer<typeof deviceRuntimeSchema>;
export type HubPrinterMessage = z.infer<typeof hubPrinterMessageSchema>;
export type DeviceActionResult = z.infer<typeof deviceActionResultSchema>;
