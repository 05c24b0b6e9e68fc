import type { EventDataMap, EventType } from '@wardlight/configurator-protocol';

// Event payloads are part of the protocol, shared with the server's driver.
export type { EventDataMap, EventType } from '@wardlight/configurator-protocol';

export interface SimEvent<T extends EventType = EventType> {
  seq: number;
  type: T;
  /** ISO 8601 UTC time the configurator recorded the event. */
  at: string;
  data: EventDataMap[T];
}

export type Emit = <T extends EventType>(type: T, data: EventDataMap[T]) => void;
