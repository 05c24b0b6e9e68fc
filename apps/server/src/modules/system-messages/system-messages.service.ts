import type { Bus, HttpSyncError, SystemMessagePayload } from '../../events/topics';

export interface SystemMessage {
  subject: string;
  payload: unknown;
}

type Listener = (m: SystemMessage) => void;

/**
 * Messages to every console and display. `restart` and `time` belong to this server instance
 * (each instance has its own clock and start), so they do not travel over the shared bus; all
 * other subjects do, so an event raised on one instance reaches consoles connected to another.
 */
export function createSystemMessages(deps: { bus: Bus; version: string; timeIntervalMs?: number }) {
  const startedAt = new Date().toISOString();
  const local = new Set<Listener>();
  const tick = setInterval(() => {
    const message = { subject: 'time', payload: Math.floor(Date.now() / 1000) };
    for (const l of local) l(message);
  }, deps.timeIntervalMs ?? 60_000);
  tick.unref();

  return {
    /** Broadcast a message to every console (on every instance). */
    publish(message: SystemMessagePayload): Promise<void> {
      return deps.bus.publish('systemMessage', message);
    },

    /**
     * Starts with `restart` (version and start time, so a client notices a new server version on
     * reconnect) and the current `time`, then follows the live messages for `systemId`.
     */
    subscribe(systemId: number | null, push: Listener): () => void {
      push({ subject: 'restart', payload: { version: deps.version, started_at: startedAt } });
      push({ subject: 'time', payload: Math.floor(Date.now() / 1000) });
      local.add(push);
      const off = deps.bus.on('systemMessage', (m) => {
        if (m.system_id == null || m.system_id === systemId) push({ subject: m.subject, payload: m.payload });
      });
      return () => {
        local.delete(push);
        off();
      };
    },

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
      local.clear();
    },
  };
}

export type SystemMessagesService = ReturnType<typeof createSystemMessages>;
