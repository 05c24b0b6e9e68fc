import type { ButtonState } from '../buttons/button-machine';
import type { CommitStatus, StagedChange } from '../config/commit-types';
import type { ConfigData } from '../config/entities';
import type { Emit, SimEvent } from '../events/event-types';
import type { Call, DeviceRuntime, HubRuntime } from './world-types';

export const STATE_FORMAT = 1;

/** Everything the configurator remembers across a restart; persisted as one JSON document. */
export interface SimState {
  format: typeof STATE_FORMAT;
  /** Identifies this event stream; a new one (lost state file) means sequence numbers started over. */
  stream_id: string;
  /** Sequence number of the last event; never goes backwards. */
  seq: number;
  /** The retained tail of the event stream, oldest first. */
  events: SimEvent[];
  next_call_id: number;
  next_printer_message_id: number;
  tick: number;
  config: ConfigData;
  staged: StagedChange[];
  commit: CommitStatus;
  devices: Record<string, DeviceRuntime>;
  hubs: Record<string, HubRuntime>;
  /** Open calls, oldest first. */
  calls: Call[];
  buttons: Record<string, ButtonState>;
  /** Devices and hubs made silent through `/sim/silence` (absent in state files of older versions). */
  silenced?: { devices: number[]; hubs: number[] };
}

/** What every operation on the simulated world gets: the state, a clock, and a way to emit events. */
export interface SimContext {
  readonly state: SimState;
  now(): Date;
  emit: Emit;
}
