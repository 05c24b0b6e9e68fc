import { canUseSystem, hasPermission, isSignedIn, type PermissionCode, type Principal } from '@wardlight/domain';
import type { Bus, HttpSyncError, SystemMessagePayload } from '../../events/topics';
import type { Health, HealthReport } from '../../health/health';

export interface SystemMessage {
  subject: string;
  payload: unknown;
}

type Listener = (m: SystemMessage) => void;

/** Who listens: the socket's system context and the session behind it. */
export interface Audience {
  systemId: number | null;
  principal: Principal;
}

/**
 * A message about one system for every subscriber allowed to see that system, whatever its socket's
 * system context: a wall display shows the systems of its profile on one context (spec part 2 §3), and
 * must hear that a second system's notes or schedules changed. The payload names the system, so a
 * client can tell. Travels on the `systemMessage` topic as a `SystemMessagePayload` with one more field.
 */
export interface SystemViewersMessage extends SystemMessagePayload {
  viewers_of: number;
  system_id?: null;
}

export function messageForViewersOf(systemId: number, subject: string, payload: unknown): SystemViewersMessage {
  return { subject, payload, viewers_of: systemId };
}

/**
 * The rule of the display's own reads (`systems.usable`, the context a request may name): the display is
 * public, so visitors read every system; a signed-in user reads the systems granted to them.
 */
function maySee(principal: Principal, systemId: number): boolean {
  return !isSignedIn(principal) || canUseSystem(principal, systemId);
}

/** Technicians: who administers the call system (spec part 1 §1 route table: system administration). */
export const TECHNICIAN_PERMISSION: PermissionCode = 'admin::manage_system';

/** The payload as this audience may see it: internals (error texts) for technicians only (ADR 0017). */
function shownTo(m: SystemMessagePayload, isTechnician: boolean): SystemMessage | null {
  if (m.technicians_only && !isTechnician) return null;
  const detail = isTechnician ? m.technician_detail : undefined;
  const payload =
    detail && typeof m.payload === 'object' && m.payload !== null ? { ...m.payload, ...detail } : m.payload;
  return { subject: m.subject, payload };
}

function reaches(m: SystemMessagePayload, audience: Audience): boolean {
  if (m.permission) {
    const codes = (typeof m.permission === 'string' ? [m.permission] : m.permission) as readonly PermissionCode[];
    if (!codes.some((code) => hasPermission(audience.principal, code))) return false;
  }
  if ('viewers_of' in m && typeof m.viewers_of === 'number') return maySee(audience.principal, m.viewers_of);
  return m.system_id == null || m.system_id === audience.systemId;
}

/**
 * `server.health`: this instance's health, to every console and display connected to it. While it is not
 * `ok` (its database is away, its disk refuses writes) calls may be missing from what it shows: the display
 * says so over its grid, technicians get the causes.
 */
export function healthMessage(report: HealthReport): SystemMessagePayload {
  const problems = report.problems.map((p) => ({
    source: p.source,
    status: p.status,
    reason: p.reason,
    since: p.since.toISOString(),
  }));
  return {
    subject: 'server.health',
    payload: { status: report.status, calls_complete: report.status === 'ok' },
    technician_detail: { problems },
  };
}

/**
 * `time`: this instance's clock in seconds (spec part 1 §7), with the milliseconds as a fraction — the
 * displays and phones set their clocks by it and report render times in it (ADR 0038), and a whole
 * second would put up to a second of error into every press → render latency.
 */
export function timeMessage(now = Date.now()): SystemMessage {
  return { subject: 'time', payload: now / 1000 };
}

/**
 * Messages to every console and display. `restart` and `time` belong to this server instance
 * (each instance has its own clock and start), so they do not travel over the shared bus; all
 * other subjects do, so an event raised on one instance reaches consoles connected to another.
 * A message reaches everyone, the consoles of one system context (`system_id`), or everyone who may
 * see one system (`messageForViewersOf`).
 */
export function createSystemMessages(deps: { bus: Bus; version: string; timeIntervalMs?: number; health?: Health }) {
  const startedAt = new Date().toISOString();
  /** This instance's listeners and who they are; instance-local messages go to them without the bus. */
  const local = new Map<Listener, Audience>();
  const tick = setInterval(() => {
    const message = timeMessage();
    for (const l of local.keys()) l(message);
  }, deps.timeIntervalMs ?? 60_000);
  tick.unref();

  /** To this instance's listeners only: what it says about itself must arrive when the shared bus cannot. */
  function publishLocal(m: SystemMessagePayload): void {
    for (const [push, audience] of [...local]) {
      const shown = reaches(m, audience) ? shownTo(m, hasPermission(audience.principal, TECHNICIAN_PERMISSION)) : null;
      if (shown) push(shown);
    }
  }
  const offHealth = deps.health?.onChange((report) => publishLocal(healthMessage(report)));

  return {
    /** Broadcast a message to every console (on every instance). */
    publish(message: SystemMessagePayload): Promise<void> {
      return deps.bus.publish('systemMessage', message);
    },

    /**
     * Starts with `restart` (version and start time, so a client notices a new server version on
     * reconnect) and the current `time`, then follows the live messages that reach `audience`.
     */
    subscribe(audience: Audience, push: Listener): () => void {
      push({ subject: 'restart', payload: { version: deps.version, started_at: startedAt } });
      push(timeMessage());
      const isTechnician = hasPermission(audience.principal, TECHNICIAN_PERMISSION);
      // Only a problem is worth a message on subscribe: a client assumes a healthy server until told.
      const health = deps.health?.report();
      if (health && health.status !== 'ok') {
        const shown = shownTo(healthMessage(health), isTechnician);
        if (shown) push(shown);
      }
      local.set(push, audience);
      const off = deps.bus.on('systemMessage', (m) => {
        const shown = reaches(m, audience) ? shownTo(m, isTechnician) : null;
        if (shown) push(shown);
      });
      return () => {
        local.delete(push);
        off();
      };
    },

    publishLocal,

    /** Tells the consoles of a system that an HTTP exchange with its configurator failed. */
    httpError(systemId: number, error: HttpSyncError): Promise<void> {
      return deps.bus.publish('getsHttpError', { ...error, system_id: systemId });
    },

    subscribeHttpErrors(systemId: number | null, push: (e: HttpSyncError) => void): () => void {
      return deps.bus.on('getsHttpError', ({ system_id, ...error }) => {
        if (system_id === systemId) push(error);
      });
    },

    close(): void {
      clearInterval(tick);
      offHealth?.();
      local.clear();
    },
  };
}

export type SystemMessagesService = ReturnType<typeof createSystemMessages>;
