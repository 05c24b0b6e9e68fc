import type { RequestFacts } from '../modules/auth/auth.service';
import type { Services } from '../services';

/** As a user's socket whose access changed (socket-sessions.ts): the client connects again. */
const CLOSE_ACCESS_CHANGED = 4403;

interface DisplaySocket {
  facts: RequestFacts;
  /** The device its token named when it connected; a token cannot change on an open socket. */
  deviceId: number | null;
  close: (code: number, reason: string) => void;
}

/**
 * Visitors' sockets (wall displays) under enrolment (ADR 0022). Their subscriptions passed the display
 * guard when they began; when a device is revoked or deleted, or enrolment is switched on, the bus
 * says so on every instance and each socket that may no longer watch calls is closed (4403, as for a
 * user whose access changed). The display connects again and its subscriptions meet the guard afresh.
 */
export function createDisplaySockets(services: Services) {
  const live = new Set<DisplaySocket>();

  async function recheck(ids: readonly number[] | null): Promise<void> {
    for (const socket of live) {
      if (ids && (socket.deviceId === null || !ids.includes(socket.deviceId))) continue;
      if (await services.displayDevices.mayWatch(socket.facts)) continue;
      live.delete(socket);
      socket.close(CLOSE_ACCESS_CHANGED, 'display not enrolled');
    }
  }

  const check = (ids: readonly number[] | null) =>
    recheck(ids).catch((error: unknown) => services.log.warn({ err: error }, 'display socket check failed'));
  const offChanges = services.bus.on('displaysChanged', ({ ids }) => check(ids));
  // A revocation announced while the bus could not hear it is missed: every display is checked (ADR 0023).
  const offState = services.bus.onState((state) => state === 'resumed' && check(null));

  return {
    /** Follows a visitor's socket; returns what forgets it when it closes. Signed-in sockets follow their session. */
    track(
      facts: RequestFacts,
      identity: { sessionTokenHash: string | null; display: { id: number } | null },
      close: DisplaySocket['close'],
    ) {
      if (identity.sessionTokenHash) return () => {};
      const socket: DisplaySocket = { facts, deviceId: identity.display?.id ?? null, close };
      live.add(socket);
      return () => live.delete(socket);
    },
    stop(): void {
      offChanges();
      offState();
      live.clear();
    },
  };
}
