/**
 * The server's clock as this page knows it (spec part 1 §7 system message `time`, "sets the clock"; ADR
 * 0038). A kiosk or a phone whose own clock is wrong would apply the wrong schedule slot, weekend or
 * ignore-sections window and hide a ward's calls: every time of day the wall display and the phone apply
 * is the kiosk's clock plus the offset learnt from the server's last `time` message. The payload is
 * seconds; this server sends them with a millisecond fraction, which older servers' whole seconds also
 * satisfy (within a second).
 */
export interface ServerClock {
  /** Now, in the server's time (ms since the epoch); the page's own clock until the first `time`. */
  now(): number;
  /** Server minus page clock in ms; null before the first `time` message. */
  offsetMs(): number | null;
  /** A `time` message's payload (seconds), received now. Anything but a finite number is ignored. */
  note(payload: unknown): void;
  /** Told when the offset changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Back to the page's own clock, as a page that just loaded (test files share this module). */
  forget(): void;
}

/** Offsets that moved less than this are not news: network jitter, not a changed clock. */
const NOTICEABLE_MS = 250;

export function createServerClock(localNow: () => number = () => Date.now()): ServerClock {
  let offset: number | null = null;
  const listeners = new Set<() => void>();
  return {
    now: () => localNow() + (offset ?? 0),
    offsetMs: () => offset,
    note(payload) {
      if (typeof payload !== 'number' || !Number.isFinite(payload) || payload <= 0) return;
      const next = Math.round(payload * 1000 - localNow());
      const changed = offset === null || Math.abs(next - offset) >= NOTICEABLE_MS;
      offset = next;
      if (changed) for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forget() {
      offset = null;
    },
  };
}

/** The page's one server clock: the wall display's and the phone's ticking times read it. */
export const serverClock: ServerClock = createServerClock();
