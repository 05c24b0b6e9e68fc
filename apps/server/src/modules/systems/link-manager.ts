import { asc, eq, ne } from 'drizzle-orm';
import { endpointOfRow } from '../../call-system/configurator-endpoint';
import { UNREADABLE_KEY } from '../../call-system/http-link';
import type { CallSystemLink, Cursor } from '../../call-system/link';
import { isLinkError } from '../../call-system/link-error';
import { LinkSupervisor } from '../../call-system/link-supervisor';
import type { CallEvent, ConfiguratorEvent } from '../../call-system/protocol-types';
import type { LinkState, LinkStateDetail } from '../../call-system/supervisor-types';
import { type Unreadable, unreadable } from '../../call-system/unreadable';
import type { Db } from '../../db/client';
import { systems } from '../../db/schema/index';
import type { Bus } from '../../events/topics';
import type { DatabaseWatch } from '../../health/database-watch';
import type { Logger } from '../../logger';
import type { SecretBox } from '../../secrets/secret-box';
import type { CallIngest } from '../calls/call-ingest';
import { ConfigImportError } from '../configuration/config-fields';
import { announceConfigChanges } from '../display/display-messages';
import type { SystemMessagesService } from '../system-messages/system-messages.service';
import { configForImport } from './config-for-import';
import { eventMessage, quarantinedMessage } from './link-messages';
import type { LinkOwnership } from './link-ownership';
import type { LinkStateStore } from './link-state-store';

type SystemRow = typeof systems.$inferSelect;

/** Who hears of the link's stored events besides the consoles: synchronous, cheap, never throwing. */
export interface LinkObserver {
  onEvent(systemId: number, event: ConfiguratorEvent): void;
  onCallEvents(systemId: number, events: readonly CallEvent[]): void;
  onSnapshot(systemId: number): void;
}

export interface LinkStatus {
  system_id: number;
  state: LinkState;
  detail: LinkStateDetail;
  heartbeat_at: Date | null;
}

/** After a database error, the next try; the watch's `onBack` comes sooner once the database answers. */
const FAILED_RETRY_MS = 1_000;

/** Address and credentials: what the link depends on. */
const endpointOf = (row: SystemRow) =>
  JSON.stringify([row.ip, row.tcp_port, row.username, row.password, row.tls, row.tls_fingerprint]);

/**
 * One link supervisor per configured system (a system without an address has none). Calls go into
 * the database through the ingest, state changes and configurator messages out as system messages.
 */
export function createLinkManager(deps: {
  db: Db;
  ingest: CallIngest;
  messages: SystemMessagesService;
  log: Logger;
  ownership: LinkOwnership;
  bus: Bus;
  /** Opens the stored configurator passwords (ADR 0021). */
  secrets: SecretBox;
  /** How often an instance that does not hold a link tries to take it over. */
  retryMs?: number;
  /** Where the holder reports its links for every instance to read (ADR 0025). */
  linkStates: Pick<LinkStateStore, 'record' | 'count'>;
  /** Told of database errors; says when the database is back (ADR 0023). */
  watch?: Pick<DatabaseWatch, 'doubt' | 'onBack'>;
  /** Told of what was stored, after its transaction (the incident engine, ADR 0036). Must not throw. */
  observer?: LinkObserver;
}) {
  const supervisors = new Map<number, LinkSupervisor>();
  /** Where each supervised link points, to tell a moved configurator from a renamed one. */
  const endpoints = new Map<number, string>();
  /** Systems this instance should link to but another instance holds, or the database did not answer for. */
  const waiting = new Map<number, NodeJS.Timeout>();
  /** Systems whose last try failed on the database (logged once until one succeeds). */
  const failing = new Set<number>();
  let stopped = false;

  /**
   * An HTTP exchange with the configurator as the consoles see it (spec part 1 §7: getshttp.start,
   * getshttp.finished, getshttp.failed, and the getsHTTPError event with what went wrong).
   */
  async function tracked<T>(systemId: number, action: string, url: string, run: () => Promise<T>): Promise<T> {
    const job = { action, url, system_id: systemId };
    await deps.messages.publish({ subject: 'getshttp.start', payload: job, system_id: systemId });
    try {
      const result = await run();
      await deps.messages.publish({ subject: 'getshttp.finished', payload: job, system_id: systemId });
      return result;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failed = { subject: 'getshttp.failed', payload: job, technician_detail: { message }, system_id: systemId };
      await deps.messages.publish(failed);
      await deps.messages.httpError(systemId, { action, checks: null, message, payload: null, url, success: false });
      throw error;
    }
  }

  /** Kept for technicians and announced to them (ADR 0017); with a cursor, the stream moves over it. */
  async function quarantine(systemId: number, message: Unreadable, cursor: Cursor | null): Promise<void> {
    const row = await deps.ingest.quarantine(systemId, message, cursor);
    const { source, seq, event_type, reason } = message;
    deps.log.warn({ systemId, source, seq, event_type, reason }, 'configurator message quarantined');
    await deps.messages.publish(quarantinedMessage(row));
  }

  /**
   * An unreadable configuration (quarantined by the driver, or refused field by field by the import) is
   * skipped: the last good one stays, and calls — which carry their own texts — go on (ADR 0017).
   */
  async function importConfig(supervisor: LinkSupervisor): Promise<void> {
    const systemId = supervisor.systemId;
    let config: Awaited<ReturnType<typeof configForImport>>;
    try {
      config = await tracked(systemId, 'config.read', '/api/v1/config', () => configForImport(supervisor.link));
    } catch (error) {
      if (isLinkError(error, 'protocol') && error.key === UNREADABLE_KEY) return;
      throw error;
    }
    let summary: Awaited<ReturnType<CallIngest['importConfig']>>;
    try {
      summary = await deps.ingest.importConfig(systemId, config);
    } catch (error) {
      if (!(error instanceof ConfigImportError)) throw error;
      return quarantine(systemId, unreadable('config', config, error.message), null);
    }
    await announceConfigChanges(deps.messages, systemId, summary.changed);
    deps.log.info({ systemId, revision: summary.revision }, 'configuration imported from the configurator');
  }

  function supervise(row: SystemRow): void {
    const systemId = row.id;
    endpoints.set(systemId, endpointOf(row));
    const supervisor: LinkSupervisor = new LinkSupervisor({
      systemId,
      endpoint: endpointOfRow(row, deps.secrets),
      // The ingest stores the cursor in the transaction of each event: exactly once, nothing to save here.
      store: { loadCursor: () => deps.ingest.loadCursor(systemId), saveCursor: async () => undefined },
      logger: deps.log,
      handlers: {
        onEvent: async (event, cursor) => {
          if (event.type === 'config.changed') await importConfig(supervisor);
          await deps.ingest.applyEvent(systemId, event, cursor);
          deps.observer?.onEvent(systemId, event);
          const message = eventMessage(systemId, event);
          if (message) await deps.messages.publish(message);
          // Transient: only consoles polling right now want it, so it is neither stored nor replayed.
          if (event.type === 'hub.printer')
            await deps.bus.publish('hubPrinter', { system_id: systemId, ...event.data });
        },
        // Calls tell no console anything beside the calls feed, which the ingest announces to.
        onCallEvents: async (events, cursor) => {
          await deps.ingest.applyCallEvents(systemId, events, cursor);
          deps.observer?.onCallEvents(systemId, events);
        },
        // Whatever was missed of the calls may have been missed of the configuration too — unless all
        // that was lost is one unreadable call event: then the walls get the calls without the import's wait.
        onSnapshot: async (snapshot, { reason }) => {
          if (reason !== 'unreadable_call') await importConfig(supervisor);
          await deps.ingest.applySnapshot(systemId, snapshot);
          deps.observer?.onSnapshot(systemId);
        },
        onQuarantine: (message, cursor) => quarantine(systemId, message, cursor),
        // Into the database, never awaited by the link; every instance's watch tells its sockets (ADR 0025).
        onState: (state, detail) =>
          deps.linkStates.record(systemId, { state, detail, heardAt: supervisor.heartbeatAt }),
        onPulse: (pulse) => deps.linkStates.record(systemId, pulse),
        onSeqFault: (fault) => deps.linkStates.count(systemId, fault.kind),
      },
    });
    supervisors.set(systemId, supervisor);
    supervisor.start();
  }

  async function stopOne(systemId: number): Promise<void> {
    const timer = waiting.get(systemId);
    if (timer) clearTimeout(timer);
    waiting.delete(systemId);
    const s = supervisors.get(systemId);
    supervisors.delete(systemId);
    endpoints.delete(systemId);
    await s?.stop();
    if (s) await deps.ownership.release(systemId);
  }

  /** Tries again later, whatever the reason: the lock is held elsewhere, or the database failed. */
  function retryLater(systemId: number, ms: number): void {
    if (stopped || waiting.has(systemId)) return;
    const retry = setTimeout(() => {
      waiting.delete(systemId);
      void reload(systemId);
    }, ms);
    retry.unref();
    waiting.set(systemId, retry);
  }

  /**
   * A database error on the way to a link: never thrown out of a timer or an event handler (it would end
   * the process, and every instance would meet the same one), but logged, reported, and tried again.
   */
  function failed(systemId: number, error: unknown, what: string): void {
    // Once per outage and system in the log: it is tried every second until the database answers.
    if (failing.has(systemId)) deps.log.debug({ err: error, systemId }, what);
    else deps.log.warn({ err: error, systemId }, what);
    failing.add(systemId);
    deps.watch?.doubt();
    retryLater(systemId, FAILED_RETRY_MS);
  }

  /** Supervises the system if this instance can hold its link, else tries again later. Never rejects. */
  async function claim(row: SystemRow): Promise<void> {
    if (stopped || supervisors.has(row.id)) return;
    let isHolder: boolean;
    try {
      isHolder = await deps.ownership.tryAcquire(row.id);
    } catch (error) {
      return failed(row.id, error, 'could not try the link lock');
    }
    failing.delete(row.id);
    if (!isHolder) return retryLater(row.id, deps.retryMs ?? 5000);
    if (stopped || supervisors.has(row.id)) return deps.ownership.release(row.id);
    try {
      supervise(row);
    } catch (error) {
      // A password this instance cannot open (another SECRET_KEY than its peers'): the link is left to them.
      deps.log.error({ err: error, systemId: row.id }, 'cannot start the configurator link');
      endpoints.delete(row.id);
      await deps.ownership.release(row.id);
      retryLater(row.id, deps.retryMs ?? 5000);
    }
  }

  /** Re-reads the system (it may have changed or gone while another instance held it). Never rejects. */
  async function reload(systemId: number): Promise<void> {
    let row: SystemRow | undefined;
    try {
      [row] = await deps.db.select().from(systems).where(eq(systems.id, systemId));
    } catch (error) {
      return failed(systemId, error, 'could not read the system for its link');
    }
    if (row?.ip) await claim(row);
  }

  // Changes to a system follow it on whichever instance holds its link, in the order they came.
  const chains = new Map<number, Promise<void>>();
  function restartInOrder(
    systemId: number,
    row: () => Promise<SystemRow | null>,
    onlyWhenMoved = false,
  ): Promise<void> {
    const next = (chains.get(systemId) ?? Promise.resolve()).then(async () => {
      const fresh = await row();
      // A change of the configurator's own parameters leaves the link alone: restarting would break the
      // calls' event stream for nothing, and leave no link for a commit started right after the save.
      if (onlyWhenMoved && fresh && supervisors.has(systemId) && endpoints.get(systemId) === endpointOf(fresh)) return;
      await stopOne(systemId);
      if (fresh?.ip) await claim(fresh);
    });
    // Only reading the row can fail (stopping and claiming do not): the system is read again later.
    const settled = next.catch((error: unknown) => failed(systemId, error, 'link restart failed'));
    chains.set(systemId, settled);
    return next;
  }
  const readRow = (systemId: number) => async () =>
    (await deps.db.select().from(systems).where(eq(systems.id, systemId)))[0] ?? null;
  const reread = (systemId: number) => void restartInOrder(systemId, readRow(systemId), true).catch(() => undefined);
  const offChanges = deps.bus.on('systemsChanged', ({ system_id }) => {
    if (system_id !== null && !stopped) reread(system_id);
  });
  // A change announced while the bus could not hear it is missed: the linked systems are read again.
  const offBus = deps.bus.onState((state) => {
    if (state === 'resumed' && !stopped) for (const id of supervisors.keys()) reread(id);
  });

  // Lost locks mean another instance may be taking over: stop at once (two holders would store every event
  // twice), then compete again in each system's order.
  deps.ownership.onLost(() => {
    if (stopped) return;
    deps.watch?.doubt();
    for (const id of [...supervisors.keys()]) {
      const stopping = stopOne(id);
      const afterStop = async () => {
        await stopping;
        return readRow(id)();
      };
      void restartInOrder(id, afterStop).catch(() => undefined);
    }
  });

  // The database is back: what waited for it competes now, not at its next try.
  const offBack = deps.watch?.onBack(() => {
    for (const [id, timer] of [...waiting]) {
      clearTimeout(timer);
      waiting.delete(id);
      void reload(id);
    }
  });

  function status(systemId: number): LinkStatus | null {
    const s = supervisors.get(systemId);
    return s ? { system_id: systemId, state: s.state, detail: s.detail, heartbeat_at: s.heartbeatAt } : null;
  }

  return {
    /** Starts a supervisor for every system with a configurator address. */
    async startAll(): Promise<void> {
      const rows = await deps.db.select().from(systems).where(ne(systems.ip, '')).orderBy(asc(systems.id));
      for (const row of rows) await claim(row);
    },

    /** After a system's address or credentials changed (or it was created or deleted). */
    restart(row: SystemRow | null, systemId: number): Promise<void> {
      return restartInOrder(systemId, async () => row);
    },

    status,

    /** The systems whose links this instance holds now. */
    held(): number[] {
      return [...supervisors.keys()];
    },

    link(systemId: number): CallSystemLink | null {
      return supervisors.get(systemId)?.link ?? null;
    },

    async stopAll(): Promise<void> {
      stopped = true;
      offChanges();
      offBus();
      offBack?.();
      await Promise.all([...new Set([...supervisors.keys(), ...waiting.keys()])].map(stopOne));
      await deps.ownership.close();
    },
  };
}

export type LinkManager = ReturnType<typeof createLinkManager>;
