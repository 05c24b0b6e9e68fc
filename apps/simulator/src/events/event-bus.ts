import type { SimEvent } from './event-types';

export type EventListener = (events: readonly SimEvent[]) => void;

/** Fans published events out to live subscribers (the event sockets). */
export class EventBus {
  private readonly listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(events: readonly SimEvent[]): void {
    if (events.length === 0) return;
    for (const listener of this.listeners) listener(events);
  }
}
