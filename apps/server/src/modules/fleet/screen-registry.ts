import { percentile, RENDER_BUDGET_MS } from '@wardlight/domain';
import type { ScreenWrite } from './fleet.repository';
import type { Heartbeat } from './heartbeat-input';

/** Latencies kept per screen for its p50/p95: the last this many renders. */
const SAMPLES_KEPT = 200;
/** Screens one instance keeps at once; heartbeats of further new keys are dropped (a flood, not a fleet). */
export const SCREENS_PER_INSTANCE_MAX = 5000;

export interface ScreenEntry {
  write: ScreenWrite;
  /** The row's id and name once a batch wrote it. */
  id: number | null;
  name: string | null;
  samples: number[];
  /** Written since the last batch. */
  dirty: boolean;
}

export interface LateRender {
  entry: ScreenEntry;
  latency_ms: number;
  call_id: number;
}

/**
 * This instance's sockets' screens, in memory (ADR 0038): a heartbeat is a map update, the database sees
 * them in batches. Knows nothing of timers or the database.
 */
export function createScreenRegistry(now: () => number = () => Date.now()) {
  const entries = new Map<string, ScreenEntry>();
  const keyOf = (kind: string, key: string) => `${kind}:${key}`;

  return {
    /**
     * Takes a heartbeat; returns the renders over the budget (for the alarm), or null when dropped
     * because the instance holds too many screens already.
     */
    take(beat: Heartbeat, systemId: number | null): LateRender[] | null {
      const mapKey = keyOf(beat.kind, beat.key);
      const existing = entries.get(mapKey);
      if (!existing && entries.size >= SCREENS_PER_INSTANCE_MAX) return null;
      const renders = (beat.renders ?? []).map((r) => ({ ...r, latency_ms: Math.max(0, r.latency_ms) }));
      const samples = existing?.samples ?? [];
      for (const r of renders) samples.push(r.latency_ms);
      if (samples.length > SAMPLES_KEPT) samples.splice(0, samples.length - SAMPLES_KEPT);
      const previous = existing?.write;
      const write: ScreenWrite = {
        key: beat.key,
        kind: beat.kind,
        place: beat.place,
        profile_id: beat.profile_id ?? null,
        system_id: systemId,
        version: beat.version,
        clock_offset_ms: beat.clock_offset_ms ?? null,
        visible: beat.visible,
        sound_unlocked: beat.sound_unlocked ?? null,
        last_latency_ms: renders.at(-1)?.latency_ms ?? previous?.last_latency_ms ?? null,
        latency_p50_ms: percentile(samples, 50),
        latency_p95_ms: percentile(samples, 95),
        latency_samples: (previous?.latency_samples ?? 0) + renders.length,
        last_seen_at: new Date(now()),
      };
      const entry: ScreenEntry = existing ?? { write, id: null, name: null, samples, dirty: true };
      entry.write = write;
      entry.dirty = true;
      entries.set(mapKey, entry);
      return renders
        .filter((r) => r.latency_ms > RENDER_BUDGET_MS)
        .map((r) => ({ entry, latency_ms: r.latency_ms, call_id: r.call_id }));
    },

    /** What changed since the last batch; marked clean, and dirty again should the write fail. */
    takeDirty(): ScreenEntry[] {
      const dirty = [...entries.values()].filter((e) => e.dirty);
      for (const e of dirty) e.dirty = false;
      return dirty;
    },

    /** After a batch: the rows' ids and names. */
    written(rows: readonly { id: number; kind: string; key: string; name: string | null }[]): void {
      for (const row of rows) {
        const entry = entries.get(keyOf(row.kind, row.key));
        if (entry) {
          entry.id = row.id;
          entry.name = row.name;
        }
      }
    },

    /** Screens silent since `before` leave this instance's memory (the database keeps them). */
    dropSilent(before: number): void {
      for (const [k, e] of entries) if (e.write.last_seen_at.getTime() < before && !e.dirty) entries.delete(k);
    },

    byId(id: number): ScreenEntry | undefined {
      for (const e of entries.values()) if (e.id === id) return e;
      return undefined;
    },

    forget(ids: readonly number[]): void {
      for (const [k, e] of entries) if (e.id !== null && ids.includes(e.id)) entries.delete(k);
    },

    renamed(id: number, name: string | null): void {
      const entry = this.byId(id);
      if (entry) entry.name = name;
    },

    size: () => entries.size,
  };
}

export type ScreenRegistry = ReturnType<typeof createScreenRegistry>;
