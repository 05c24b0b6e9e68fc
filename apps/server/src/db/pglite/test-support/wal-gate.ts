// An injectable WAL fsync for the durability tests: it records every call,
// can be held closed (to observe that a write stays unacknowledged while its
// fsync is pending) or made to fail, and otherwise performs the real fsync.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { type DurabilityEvent, datasyncPath } from '../wal-guard';

export class WalGate {
  readonly events: DurabilityEvent[] = [];
  calls = 0;
  held = false;
  failWith: Error | undefined;
  readonly #opened: Array<() => void> = [];
  readonly #watchers = new Set<() => void>();

  readonly onEvent = (event: DurabilityEvent): void => {
    this.events.push(event);
    this.#notify();
  };

  readonly walSync = async (path: string): Promise<void> => {
    this.calls += 1;
    this.#notify();
    if (this.held) await new Promise<void>((open) => this.#opened.push(open));
    if (this.failWith) throw this.failWith;
    await datasyncPath(path);
  };

  /** Forget what was recorded so far. */
  reset(): void {
    this.events.length = 0;
    this.calls = 0;
  }

  /** Let the held fsyncs, and all later ones, proceed. */
  release(): void {
    this.held = false;
    for (const open of this.#opened.splice(0)) open();
  }

  /** Resolves as soon as `condition` holds (checked on every call and event). */
  until(condition: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!condition()) return;
        this.#watchers.delete(check);
        resolve();
      };
      this.#watchers.add(check);
      check();
    });
  }

  count(type: DurabilityEvent['type']): number {
    return this.events.filter((e) => e.type === type).length;
  }

  #notify(): void {
    for (const watch of [...this.#watchers]) watch();
  }
}

/**
 * Starts `work` once and tracks its state without awaiting it. Drizzle query
 * builders are lazy thenables that run again on every then(): wrap them once.
 */
export function track<T>(work: PromiseLike<T>): { readonly settled: boolean; promise: Promise<T> } {
  const promise = Promise.resolve(work);
  const state = { settled: false, promise };
  const settle = () => {
    state.settled = true;
  };
  promise.then(settle, settle);
  return state;
}

/** Drizzle wraps what the driver threw in a DrizzleQueryError; tests look at the driver's error. */
export function driverError(err: unknown): unknown {
  return err instanceof DrizzleQueryError ? err.cause : err;
}
