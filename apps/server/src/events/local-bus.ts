import { EventEmitter } from 'node:events';
import type { Bus, Handler, Topic, Topics } from './topics';

/** In-process delivery; the bus of a single server on PGlite, and the fan-out stage of the Postgres bus. */
export class LocalBus implements Bus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every socket subscription adds a listener; thousands are expected, not a leak.
    this.emitter.setMaxListeners(0);
  }

  async publish<T extends Topic>(topic: T, payload: Topics[T]): Promise<void> {
    this.deliver(topic, payload);
  }

  deliver<T extends Topic>(topic: T, payload: Topics[T]): void {
    this.emitter.emit(topic, payload);
  }

  on<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    this.emitter.on(topic, handler);
    return () => this.emitter.off(topic, handler);
  }

  onState(): () => void {
    return () => undefined;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
