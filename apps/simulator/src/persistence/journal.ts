import type { SimEvent } from '../events/event-types';

export interface JournalOptions {
  serialize: () => string;
  /** Null keeps the state in memory only. */
  write: ((json: string) => Promise<void>) | null;
  publish: (events: SimEvent[]) => void;
  onWriteError: (error: unknown) => void;
  publishedSeq: number;
}

/**
 * Group commit: changes are written to disk before their events are published, so no client ever sees
 * an event that a crash could take back (the sequence never goes backwards). Changes made while a write
 * is in flight are collected and written together by the next one.
 */
export class Journal {
  private pending: SimEvent[] = [];
  private dirty = false;
  private loop: Promise<void> | null = null;
  /** Sequence number of the last event handed to subscribers. */
  publishedSeq: number;

  constructor(private readonly options: JournalOptions) {
    this.publishedSeq = options.publishedSeq;
  }

  /** Marks the state changed, with the event that describes the change if there is one. */
  record(event?: SimEvent): void {
    if (event) this.pending.push(event);
    this.dirty = true;
    this.loop ??= this.run().finally(() => {
      this.loop = null;
      if (this.dirty) this.record();
    });
  }

  /** Resolves once everything recorded so far is on disk and published. */
  async settled(): Promise<void> {
    while (this.loop) await this.loop;
  }

  private async run(): Promise<void> {
    // Let the operation that recorded finish its synchronous changes before taking the snapshot.
    await Promise.resolve();
    while (this.dirty) {
      this.dirty = false;
      const batch = this.pending;
      this.pending = [];
      const json = this.options.serialize();
      try {
        if (this.options.write) await this.options.write(json);
        else await Promise.resolve();
      } catch (error) {
        // A failing disk must not silence the calls; keep publishing and say so loudly.
        this.options.onWriteError(error);
      }
      const last = batch.at(-1);
      if (last) this.publishedSeq = last.seq;
      this.options.publish(batch);
    }
  }
}
