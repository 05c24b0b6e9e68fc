import {
  canUseSystem,
  consoleNameRule,
  HEARTBEAT_EVERY_MS,
  IssueList,
  type Principal,
  SILENT_AFTER_MS,
} from '@wardlight/domain';
import type { Db } from '../../db/client';
import type { SystemMessagePayload } from '../../events/topics';
import { notFound, ValidationFailed } from '../../graphql/errors';
import type { Logger } from '../../logger';
import { type AuditActor, writeAudit } from '../audit/audit.repository';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import {
  claimSilent,
  deleteScreenRows,
  forgetOlderThan,
  listScreens,
  markQuiet,
  type ScreenRow,
  screensByIds,
  setScreenName,
  upsertScreens,
} from './fleet.repository';
import { parseHeartbeat } from './heartbeat-input';
import { createScreenRegistry, type ScreenEntry } from './screen-registry';

/** How often this instance writes its heartbeats and looks for silent screens. */
export const FLEET_FLUSH_MS = 10_000;
/** One alarm per screen for late renders within this time: a slow kiosk is one fault, not one per call. */
const LATE_ALARM_EVERY_MS = 5 * 60_000;
/** Unnamed screens unheard of for this long are forgotten. */
const FORGET_AFTER_MS = 30 * 24 * 3_600_000;
/** Rows a batch writes in one statement. */
const BATCH_ROWS = 500;

export interface ScreenView extends Omit<ScreenRow, 'key' | 'silent_since'> {}

export interface FleetOptions {
  db: Db;
  messages: Pick<SystemMessagesService, 'publish'>;
  log: Logger;
  /** Silence after which a live display raises the alarm (FLEET_SILENCE_MS; tests shorten it). */
  silenceMs?: number | undefined;
  flushMs?: number | undefined;
  now?: () => number;
}

/** The technicians' alarm (IEC 60601-1-8: the failure of an alarm system is itself an alarm). */
function alarmMessage(
  reason: 'silent' | 'late',
  screen: { id: number | null; name: string | null; place: string; kind: string; system_id: number | null },
  detail: Record<string, unknown>,
): SystemMessagePayload {
  const payload = {
    reason,
    screen_id: screen.id,
    name: screen.name,
    place: screen.place,
    kind: screen.kind,
    ...detail,
  };
  const audience = screen.system_id === null ? {} : { viewers_of: screen.system_id };
  return { subject: 'fleet.alarm', payload, technicians_only: true, ...audience };
}

const reaches = (principal: Principal, systemId: number | null) =>
  systemId === null || canUseSystem(principal, systemId);

/**
 * The display fleet (issue 14 items 2 and 3, ADR 0038). Heartbeats stay in this instance's memory and
 * reach the database in one statement per round; each round then claims the displays that fell silent
 * (atomically, so one instance reports each) and tells technicians. Nothing here runs on the call path:
 * its statements go through the console's handle, on a timer.
 */
export function createFleetService(deps: FleetOptions) {
  const now = deps.now ?? (() => Date.now());
  const silenceMs = deps.silenceMs ?? SILENT_AFTER_MS;
  const flushMs = deps.flushMs ?? FLEET_FLUSH_MS;
  // Three heartbeats fit in the silence: one lost frame or a slow round never makes a live screen silent.
  const pace = Math.max(1_000, Math.min(HEARTBEAT_EVERY_MS, Math.floor(silenceMs / 3)));
  const registry = createScreenRegistry(now);
  // Keyed by the entry itself: a screen that leaves the memory takes its last alarm time with it.
  const lateAlarmAt = new WeakMap<ScreenEntry, number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let lastForget = 0;

  async function flush() {
    const dirty = registry.takeDirty();
    try {
      for (let i = 0; i < dirty.length; i += BATCH_ROWS) {
        const batch = dirty.slice(i, i + BATCH_ROWS);
        registry.written(
          await upsertScreens(
            deps.db,
            batch.map((e) => e.write),
          ),
        );
      }
    } catch (error) {
      for (const e of dirty) e.dirty = true;
      throw error;
    }
  }

  async function sweep() {
    const before = now() - silenceMs;
    const silent = await claimSilent(deps.db, new Date(before), ['display']);
    await markQuiet(deps.db, new Date(before));
    registry.dropSilent(before);
    for (const row of silent) {
      await deps.messages.publish(alarmMessage('silent', row, { last_seen_at: row.last_seen_at.toISOString() }));
    }
    if (now() - lastForget > 3_600_000) {
      lastForget = now();
      await forgetOlderThan(deps.db, new Date(now() - FORGET_AFTER_MS));
    }
  }

  /** One round: this instance's heartbeats to the database, then the silence watch. */
  function round(): Promise<void> {
    running = running.then(async () => {
      await flush();
      await sweep();
    });
    return running;
  }

  function view(row: ScreenRow): ScreenView {
    const { key: _key, silent_since: _silent, ...rest } = row;
    const mine = registry.byId(row.id);
    if (mine) {
      const { key: _k, ...fresh } = mine.write;
      return { ...rest, ...fresh, live: now() - mine.write.last_seen_at.getTime() <= silenceMs };
    }
    // Another instance's screen: its last batch may be one round old.
    return { ...rest, live: row.live && now() - row.last_seen_at.getTime() <= silenceMs + flushMs };
  }

  async function reachable(principal: Principal, id: number): Promise<ScreenRow> {
    const [row] = await screensByIds(deps.db, [id]);
    if (!row || !reaches(principal, row.system_id)) throw notFound('screen', id);
    return row;
  }

  return {
    /** A heartbeat from a socket: parsed at the boundary, kept in memory; the reply sets the pace. */
    async heartbeat(systemId: number | null, input: unknown): Promise<{ taken: boolean; every_ms: number }> {
      const beat = parseHeartbeat(input);
      if (!beat) return { taken: false, every_ms: pace };
      const late = registry.take(beat, systemId);
      if (late === null) return { taken: false, every_ms: pace };
      const worst = late.reduce<(typeof late)[number] | null>(
        (w, r) => (w && w.latency_ms >= r.latency_ms ? w : r),
        null,
      );
      // A phone's latency includes the escalation's own wait before a later step rings it: shown, not alarmed.
      if (worst && beat.kind === 'display' && now() - (lateAlarmAt.get(worst.entry) ?? 0) > LATE_ALARM_EVERY_MS) {
        lateAlarmAt.set(worst.entry, now());
        const { write } = worst.entry;
        const screen = { id: worst.entry.id, name: worst.entry.name, ...write };
        await deps.messages.publish(
          alarmMessage('late', screen, { latency_ms: worst.latency_ms, call_id: worst.call_id }),
        );
      }
      return { taken: true, every_ms: pace };
    },

    async list(principal: Principal): Promise<ScreenView[]> {
      await running.catch(() => {});
      const rows = await listScreens(deps.db);
      return rows.filter((r) => reaches(principal, r.system_id)).map(view);
    },

    async rename(actor: AuditActor, principal: Principal, id: number, name: string | null | undefined) {
      const row = await reachable(principal, id);
      const next = name?.trim() ? name.trim() : null;
      if (next !== null) {
        const issues = new IssueList();
        consoleNameRule(next, issues);
        if (!issues.ok) throw new ValidationFailed(issues.issues);
      }
      const [updated] = await deps.db.transaction(async (tx) => {
        const result = await setScreenName(tx, id, next);
        await writeAudit(tx, actor, [
          { action: 'updated', entity: 'screen', entityId: id, field: 'name', change: { from: row.name, to: next } },
        ]);
        return result;
      });
      registry.renamed(id, next);
      return view(updated ?? row);
    },

    async delete(actor: AuditActor, principal: Principal, ids: readonly number[]): Promise<number[]> {
      const rows = (await screensByIds(deps.db, ids)).filter((r) => reaches(principal, r.system_id));
      if (!rows.length) return [];
      const deleted = await deps.db.transaction(async (tx) => {
        const gone = await deleteScreenRows(
          tx,
          rows.map((r) => r.id),
        );
        await writeAudit(
          tx,
          actor,
          gone.map((g) => ({ action: 'deleted' as const, entity: 'screen', entityId: g.id })),
        );
        return gone.map((g) => g.id);
      });
      registry.forget(deleted);
      return deleted;
    },

    start() {
      const run = () => void round().catch((error: unknown) => deps.log.warn({ err: error }, 'fleet round failed'));
      timer = setInterval(run, flushMs);
      timer.unref();
    },
    /** One round now (tests; and on shutdown, so the last heartbeats are not lost). */
    round,
    close() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type FleetService = ReturnType<typeof createFleetService>;
