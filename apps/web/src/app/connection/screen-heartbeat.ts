import { HEARTBEAT_EVERY_MS, RENDERS_PER_HEARTBEAT, type ScreenKind, STORAGE_PREFIX } from '@wardlight/domain';
import type { ServerClock } from './server-clock';

// The display fleet (issue 14 items 2 and 3, ADR 0038): a wall display or a phone says over its socket,
// every 30 s, that it is there — where it stands, its version and clock offset, whether it is visible and
// may sound — and how late it rendered the calls since. Sent after rendering, never before, so it cannot
// hold up a call; the server keeps it in memory.

/** What a screen says of itself; the key, version and offset are added here. */
export interface ScreenReport {
  kind: ScreenKind;
  place: string;
  profile_id: number | null;
  visible: boolean;
  sound_unlocked: boolean | null;
}

export interface ScreenRender {
  call_id: number;
  latency_ms: number;
}

export interface HeartbeatInput extends ScreenReport {
  key: string;
  version: string;
  clock_offset_ms: number | null;
  renders: ScreenRender[];
}

const INT32 = 2 ** 31 - 1;
const PLACE_MAX = 200;
/** A render worth telling comes with a heartbeat of its own this soon, not up to 30 s later. */
const RENDERS_WITHIN_MS = 2_000;

/** This browser's random key for the screen, kept in `cs.screen.<kind>`; a new one when storage fails. */
export function screenKey(kind: ScreenKind, storage: Storage | undefined = globalThis.localStorage): string {
  const name = `${STORAGE_PREFIX}screen.${kind}`;
  try {
    const known = storage?.getItem(name);
    if (known && /^[A-Za-z0-9-]{8,64}$/.test(known)) return known;
    const key = globalThis.crypto.randomUUID();
    storage?.setItem(name, key);
    return key;
  } catch {
    return globalThis.crypto.randomUUID();
  }
}

/** What the server accepts (heartbeat-input.ts on the server): bounded here so a heartbeat is never refused. */
function bounded(input: HeartbeatInput): HeartbeatInput {
  const offset = input.clock_offset_ms;
  return {
    ...input,
    place: input.place.slice(0, PLACE_MAX),
    version: input.version.slice(0, 40),
    clock_offset_ms: offset === null ? null : Math.max(-INT32, Math.min(INT32, Math.round(offset))),
    renders: input.renders.slice(-RENDERS_PER_HEARTBEAT),
  };
}

export interface HeartbeatOptions {
  kind: ScreenKind;
  report: () => ScreenReport;
  /** Sends it; resolves with the pace the server asks for (ms to the next one), null without a reply. */
  send: (input: HeartbeatInput) => Promise<number | null>;
  clock: ServerClock;
  version: () => string | null;
  key?: string;
  /** After the frame that shows a call; the display and the phone paint on the next animation frame. */
  afterPaint?: (done: () => void) => void;
}

const nextPaint = (done: () => void) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0));
  else setTimeout(done, 0);
};

/** Paces the server may ask for: not a flood, and not rarer than the product's own. */
const PACE_MIN_MS = 1_000;

/**
 * The heartbeat of one screen: `start` sends now and then at the server's pace (30 s unless it asks for
 * another, as a test with a shortened silence does); `rendered` notes calls as they show.
 */
export function createHeartbeat(options: HeartbeatOptions) {
  const key = options.key ?? screenKey(options.kind);
  const afterPaint = options.afterPaint ?? nextPaint;
  let renders: ScreenRender[] = [];
  let pace = HEARTBEAT_EVERY_MS;
  let running = false;
  let next: ReturnType<typeof setTimeout> | null = null;
  let soon: ReturnType<typeof setTimeout> | null = null;

  const schedule = () => {
    if (next) clearTimeout(next);
    next = running ? setTimeout(beat, pace) : null;
  };

  function beat() {
    if (soon) clearTimeout(soon);
    soon = null;
    const input = bounded({
      ...options.report(),
      key,
      version: options.version() ?? '',
      clock_offset_ms: options.clock.offsetMs(),
      renders,
    });
    renders = [];
    schedule();
    void options.send(input).then((asked) => {
      if (asked === null || !Number.isFinite(asked)) return;
      const wanted = Math.max(PACE_MIN_MS, Math.min(HEARTBEAT_EVERY_MS, asked));
      if (wanted === pace) return;
      pace = wanted;
      schedule();
    });
  }

  return {
    start() {
      running = true;
      beat();
    },
    stop() {
      running = false;
      if (next) clearTimeout(next);
      if (soon) clearTimeout(soon);
      next = null;
      soon = null;
    },
    beat,
    /**
     * Calls that just arrived: their press → render latency is taken once they are painted, in the
     * server's clock (the configurator's `opened_at` is the press), and sent shortly with a heartbeat.
     */
    rendered(calls: readonly { id: number; opened_at: string }[]) {
      if (!calls.length) return;
      afterPaint(() => {
        const at = options.clock.now();
        for (const call of calls) {
          const opened = Date.parse(call.opened_at);
          if (Number.isFinite(opened)) renders.push({ call_id: call.id, latency_ms: Math.round(at - opened) });
        }
        if (renders.length > RENDERS_PER_HEARTBEAT) renders = renders.slice(-RENDERS_PER_HEARTBEAT);
        if (running && !soon) soon = setTimeout(beat, RENDERS_WITHIN_MS);
      });
    },
  };
}

export type Heartbeat = ReturnType<typeof createHeartbeat>;
