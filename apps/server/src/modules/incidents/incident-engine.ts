import { diffIncidents, evaluateIncidents, incidentKey } from '@wardlight/domain';
import type { CallEvent, ConfiguratorEvent } from '../../call-system/protocol-types';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import { createBatteryRecorder } from './battery-recorder';
import {
  defectCallTypeIds,
  type FactsScope,
  heldIncidents,
  loadFacts,
  loadIncidentSettings,
  openIncidents,
  subjectsOf,
} from './incident-facts';
import { type AppliedChanges, applyChanges, nothingApplied } from './incident-writes';
import { incidentsChangedMessage } from './incidents-messages';

/** Incidents written per transaction. */
const WRITE_BATCH = 200;

type Changes = Parameters<typeof applyChanges>[2];

/** The changes in parts of at most WRITE_BATCH rows each (raises, updates, closes and releases alike). */
function inParts(changes: Changes): Changes[] {
  const parts: Changes[] = [];
  const take = <T>(list: readonly T[], i: number) => list.slice(i * WRITE_BATCH, (i + 1) * WRITE_BATCH);
  const longest = Math.max(changes.raise.length, changes.update.length, changes.close.length, changes.release.length);
  for (let i = 0; i * WRITE_BATCH < Math.max(longest, 1); i++) {
    parts.push({
      raise: take(changes.raise, i),
      update: take(changes.update, i),
      close: take(changes.close, i),
      release: take(changes.release, i),
    });
  }
  return parts;
}

/** A full evaluation of every held system this often: timeouts ripen, time frames slide, settings change. */
const ROUND_MS = 30_000;
/** Events of one burst are evaluated together, this long after the first. */
const DEBOUNCE_MS = 250;

interface SystemState {
  nodes: Set<number>;
  hubs: Set<number>;
  all: boolean;
  timer: NodeJS.Timeout | null;
  due: NodeJS.Timeout | null;
  /** When `due` fires (wall clock). */
  dueAt: number;
  /** Call types whose calls matter here (defect flag, the criterion); null until the first evaluation. */
  callTypes: Set<number> | null;
  chain: Promise<void>;
}

/**
 * The incident engine (issue 15, ADR 0036). It runs beside the configurator link, on the instance that
 * holds it (`held`), so exactly one instance evaluates each system; it is told of the link's events after
 * they were stored — never inside their transaction — and evaluates the devices they concern a moment
 * later, the whole system on a timer, and again when a silent device's timeout or a defect's delay
 * ripens. Each evaluation reads in a few statements, writes its changes in one transaction with their
 * audit entries, and announces them as `incidents.changed`.
 */
export function createIncidentEngine(deps: {
  db: Db;
  messages: Pick<SystemMessagesService, 'publish'>;
  log: Logger;
  held: () => readonly number[];
  now?: () => Date;
  intervalMs?: number;
  debounceMs?: number;
}) {
  const now = deps.now ?? (() => new Date());
  const systems = new Map<number, SystemState>();
  let round: NodeJS.Timeout | null = null;
  let closed = false;
  // The battery values for the drain trend (ADR 0040): the engine hears them anyway, after they were stored.
  const batteries = createBatteryRecorder({ db: deps.db, log: deps.log, now });

  const stateOf = (systemId: number): SystemState => {
    let s = systems.get(systemId);
    if (!s) {
      s = {
        nodes: new Set(),
        hubs: new Set(),
        all: false,
        timer: null,
        due: null,
        dueAt: 0,
        callTypes: null,
        chain: Promise.resolve(),
      };
      systems.set(systemId, s);
    }
    return s;
  };

  async function evaluate(systemId: number, scope: FactsScope): Promise<AppliedChanges> {
    const at = now();
    const settings = await loadIncidentSettings(deps.db);
    const defectTypes = await defectCallTypeIds(deps.db, systemId);
    const s = stateOf(systemId);
    s.callTypes = new Set(defectTypes);
    if (settings.probableDefect.callTypeId !== null) s.callTypes.add(settings.probableDefect.callTypeId);
    const [facts, open, held] = await Promise.all([
      loadFacts(deps.db, systemId, settings, defectTypes, scope, at),
      openIncidents(deps.db, systemId, scope),
      heldIncidents(deps.db, systemId, scope),
    ]);
    const { wanted, nextDueAt } = evaluateIncidents(facts, settings, at);
    // Closed by hand while the cause held: not raised again until the cause has cleared once.
    const heldKeys = new Set(held.map(incidentKey));
    const wantedKeys = new Set(wanted.map(incidentKey));
    const inScope = subjectsOf(scope);
    const changes = {
      ...diffIncidents(
        open,
        wanted.filter((w) => !heldKeys.has(incidentKey(w))),
        inScope,
      ),
      release: held.filter((h) => !wantedKeys.has(incidentKey(h))).map((h) => h.id),
    };
    if (nextDueAt) scheduleDue(systemId, nextDueAt.getTime() - at.getTime());
    if (!changes.raise.length && !changes.update.length && !changes.close.length && !changes.release.length) {
      return { raised: [], updated: [], closed: [] };
    }
    // In short transactions: a first round on a large site raises hundreds at once, and on the embedded
    // database a transaction holds every other statement — the calls' too — until it ends.
    const applied: AppliedChanges = { raised: [], updated: [], closed: [] };
    for (const part of inParts(changes)) {
      const done = await deps.db.transaction((tx) => applyChanges(tx, systemId, part, at));
      applied.raised.push(...done.raised);
      applied.updated.push(...done.updated);
      applied.closed.push(...done.closed);
    }
    if (!nothingApplied(applied)) await deps.messages.publish(incidentsChangedMessage(systemId, applied));
    return applied;
  }

  /** One evaluation at a time per system, in the order asked; a failure is logged, never thrown out. */
  function queue(systemId: number, scope: FactsScope): Promise<AppliedChanges | null> {
    const s = stateOf(systemId);
    const run = s.chain.then(() => evaluate(systemId, scope));
    s.chain = run.then(
      () => undefined,
      (error: unknown) => deps.log.warn({ err: error, systemId }, 'incident evaluation failed'),
    );
    return run.catch(() => null);
  }

  function flush(systemId: number): void {
    const s = stateOf(systemId);
    s.timer = null;
    if (closed || !deps.held().includes(systemId)) return;
    const scope: FactsScope = s.all ? 'all' : { nodeIds: [...s.nodes], hubIds: [...s.hubs] };
    s.all = false;
    s.nodes.clear();
    s.hubs.clear();
    void queue(systemId, scope);
  }

  function poke(systemId: number, what: { node?: number | null; hub?: number; all?: boolean }): void {
    if (closed) return;
    const s = stateOf(systemId);
    if (what.all) s.all = true;
    if (what.node != null) s.nodes.add(what.node);
    if (what.hub != null) s.hubs.add(what.hub);
    if (s.timer) return;
    s.timer = setTimeout(() => flush(systemId), deps.debounceMs ?? DEBOUNCE_MS);
    s.timer.unref();
  }

  function scheduleDue(systemId: number, inMs: number): void {
    const s = stateOf(systemId);
    if (closed) return;
    // A little after the moment, so the clock has passed it; at most a round away (the round covers it then).
    const wait = Math.min(Math.max(inMs + 50, 0), deps.intervalMs ?? ROUND_MS);
    const at = Date.now() + wait;
    // The earliest wins: an evaluation of one device must not put off another device's ripening timeout.
    if (s.due && s.dueAt <= at) return;
    if (s.due) clearTimeout(s.due);
    s.dueAt = at;
    s.due = setTimeout(() => {
      s.due = null;
      poke(systemId, { all: true });
    }, wait);
    s.due.unref();
  }

  async function roundNow(): Promise<void> {
    const held = new Set(deps.held());
    for (const [id, s] of systems) {
      if (held.has(id)) continue;
      if (s.timer) clearTimeout(s.timer);
      if (s.due) clearTimeout(s.due);
      systems.delete(id);
    }
    await Promise.all([...held].map((id) => queue(id, 'all')));
  }

  return {
    start(): void {
      const run = () => void roundNow();
      run();
      round = setInterval(run, deps.intervalMs ?? ROUND_MS);
      round.unref();
    },

    /** A stored configurator event (never called inside its transaction). */
    onEvent(systemId: number, event: ConfiguratorEvent): void {
      switch (event.type) {
        case 'device.battery':
          batteries.record(systemId, event.data.device_id, event.data.battery);
          poke(systemId, { node: event.data.device_id });
          return;
        case 'device.reachability':
          poke(systemId, { node: event.data.device_id });
          return;
        case 'hub.sync':
          poke(systemId, { hub: event.data.hub_id });
          return;
        case 'config.changed':
          poke(systemId, { all: true });
          return;
        default:
          return;
      }
    },

    /** Stored call events: only calls of a defect or criterion call type concern incidents. */
    onCallEvents(systemId: number, events: readonly CallEvent[]): void {
      const types = systems.get(systemId)?.callTypes;
      if (!types) {
        poke(systemId, { all: true });
        return;
      }
      for (const { data } of events) {
        const node = data.call.system_tree_node_id;
        if (types.has(data.call.call_type_id)) poke(systemId, { node, all: node === null });
      }
    },

    /** After a snapshot of the open calls (calls may have closed unseen): the whole system. */
    onSnapshot(systemId: number): void {
      poke(systemId, { all: true });
    },

    /** The whole system, now (tests, benches; the timer does this every round). */
    evaluateNow(systemId: number): Promise<AppliedChanges | null> {
      return queue(systemId, 'all');
    },

    round: roundNow,

    /** The battery readings waiting in memory, written now (tests). */
    flushBatteries: () => batteries.flush(),

    close(): void {
      closed = true;
      void batteries.close();
      if (round) clearInterval(round);
      for (const s of systems.values()) {
        if (s.timer) clearTimeout(s.timer);
        if (s.due) clearTimeout(s.due);
      }
    },

    /** Resolves when the evaluations running or queued now are done. */
    async settled(): Promise<void> {
      await Promise.all([...systems.values()].map((s) => s.chain));
    },
  };
}

export type IncidentEngine = ReturnType<typeof createIncidentEngine>;
