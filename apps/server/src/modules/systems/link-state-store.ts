import { sql } from 'drizzle-orm';
import type { LinkLogger, LinkPulse, SeqFaultKind } from '../../call-system/supervisor-types';
import type { Db } from '../../db/client';
import { systemLinks } from '../../db/schema/index';

type Counts = Record<SeqFaultKind, number>;

interface Pending {
  pulse: LinkPulse | null;
  /** Faults counted since the last successful write. */
  counts: Counts;
  isDirty: boolean;
  isWriting: boolean;
  writing: Promise<void>;
}

const noCounts = (): Counts => ({ missing_seq: 0, backwards: 0, gap: 0 });

/**
 * What the instance holding a link says of it, into `system_links` for every instance to read (ADR 0025).
 * Written on each state change, each seq fault and each pulse of the supervisor, through the call path's
 * handle (the console's lane must not make a holder look dead) but never inside a call's transaction,
 * and never awaited by the link: at most one write per system is under way, and whatever comes meanwhile
 * goes into the next. A write that fails keeps its fault counts for the next one and is logged once per
 * outage; the pulse a few seconds later tries again.
 */
export function createLinkStateStore(deps: { db: Db; log: LinkLogger }) {
  const pending = new Map<number, Pending>();
  let isFailing = false;

  function entryOf(systemId: number): Pending {
    let entry = pending.get(systemId);
    if (!entry) {
      entry = { pulse: null, counts: noCounts(), isDirty: false, isWriting: false, writing: Promise.resolve() };
      pending.set(systemId, entry);
    }
    return entry;
  }

  async function write(systemId: number, { state, detail, heardAt }: LinkPulse, counts: Counts): Promise<void> {
    const now = sql`now()`;
    const hasFaults = counts.missing_seq + counts.backwards + counts.gap > 0;
    await deps.db
      .insert(systemLinks)
      .values({
        system_id: systemId,
        state,
        state_since: now,
        error: detail.error,
        version: detail.version,
        progress: detail.progress,
        heard_at: heardAt,
        holder_at: now,
        seq_missing: counts.missing_seq,
        seq_backwards: counts.backwards,
        seq_gaps: counts.gap,
        seq_fault_at: hasFaults ? now : null,
      })
      .onConflictDoUpdate({
        target: systemLinks.system_id,
        set: {
          state: sql`excluded.state`,
          // Kept while the state holds, also across a change of holder: it is the link's, not the instance's.
          state_since: sql`case when ${systemLinks.state} = excluded.state then ${systemLinks.state_since} else now() end`,
          error: sql`excluded.error`,
          version: sql`excluded.version`,
          progress: sql`excluded.progress`,
          heard_at: sql`excluded.heard_at`,
          holder_at: now,
          seq_missing: sql`${systemLinks.seq_missing} + excluded.seq_missing`,
          seq_backwards: sql`${systemLinks.seq_backwards} + excluded.seq_backwards`,
          seq_gaps: sql`${systemLinks.seq_gaps} + excluded.seq_gaps`,
          seq_fault_at: sql`coalesce(excluded.seq_fault_at, ${systemLinks.seq_fault_at})`,
        },
      });
  }

  async function flush(systemId: number, entry: Pending): Promise<void> {
    entry.isWriting = true;
    try {
      while (entry.isDirty && entry.pulse) {
        entry.isDirty = false;
        const counts = entry.counts;
        entry.counts = noCounts();
        try {
          await write(systemId, entry.pulse, counts);
        } catch (error) {
          for (const kind of Object.keys(counts) as SeqFaultKind[]) entry.counts[kind] += counts[kind];
          if (!isFailing) deps.log.warn({ err: error, systemId }, 'could not store the configurator link state');
          isFailing = true;
          return;
        }
        if (isFailing) deps.log.info({ systemId }, 'the configurator link state is stored again');
        isFailing = false;
      }
    } finally {
      entry.isWriting = false;
    }
  }

  function schedule(systemId: number, entry: Pending): void {
    entry.isDirty = true;
    if (!entry.isWriting) entry.writing = flush(systemId, entry);
  }

  return {
    /** The holder's state, detail and last contact: a state change, or a pulse that says it is still there. */
    record(systemId: number, pulse: LinkPulse): void {
      const entry = entryOf(systemId);
      entry.pulse = pulse;
      schedule(systemId, entry);
    },

    /** One more break of the event order; written with the state (the supervisor pulses once at start). */
    count(systemId: number, kind: SeqFaultKind): void {
      const entry = entryOf(systemId);
      entry.counts[kind] += 1;
      schedule(systemId, entry);
    },

    /**
     * Resolves when no write is under way (shutdown, tests), or after `atMostMs`: a write stuck on a
     * database that does not answer must not hold the server's shutdown.
     */
    async settled(atMostMs = 2_000): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, atMostMs);
      });
      await Promise.race([Promise.all([...pending.values()].map((entry) => entry.writing)), late]);
      clearTimeout(timer);
    },
  };
}

export type LinkStateStore = ReturnType<typeof createLinkStateStore>;
