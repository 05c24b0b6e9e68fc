import type { SimEvent } from './event-types';

export type EventListener = (events: readonly SimEvent[]) => void;
/** Bytes a subscriber was handed and has not sent on yet. */
export type Backlog = () => number;

/** Fans published events out to live subscribers (the event sockets). */
export class EventBus {
  private readonly listeners = new Map<EventListener, Backlog>();

  subscribe(listener: EventListener, backlog: Backlog = () => 0): () => void {
    this.listeners.set(listener, backlog);
    return () => this.listeners.delete(listener);
  }

  publish(events: readonly SimEvent[]): void {
    if (events.length === 0) return;
    for (const listener of this.listeners.keys()) listener(events);
  }

  /** The largest backlog of any subscriber: how far the slowest reader is behind. */
  backlog(): number {
    let largest = 0;
    for (const backlog of this.listeners.values()) largest = Math.max(largest, backlog());
    return largest;
  }
}
