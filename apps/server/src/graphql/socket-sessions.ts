import type { RequestFacts } from '../modules/auth/auth.service';
import { SystemUnavailable } from '../modules/systems/systems.service';
import type { Services } from '../services';

/** The socket's session ended (sign-out, expiry, password set, user deleted): sign in again. */
export const CLOSE_SESSION_ENDED = 4401;
/** What the user may do or see changed (roles, permissions, system access): connect again. */
export const CLOSE_ACCESS_CHANGED = 4403;

type SocketIdentity = Awaited<ReturnType<Services['auth']['identify']>>;

export interface TrackedSocket {
  /** The upgrade request's facts; the cookie of an open socket cannot change, so they hold for its life. */
  readonly facts: RequestFacts;
  identity: SocketIdentity;
  readonly close: (code: number, reason: string) => void;
  timer?: NodeJS.Timeout;
  closed?: boolean;
}

// setTimeout holds at most 2^31 - 1 ms (24.8 days); a later end is checked then and scheduled again.
const MAX_TIMER_MS = 2 ** 31 - 1;
// A session ends at its idle or absolute end; the check runs just after, when the database agrees.
const AFTER_END_MS = 50;
const RECHECK_AFTER_FAILURE_MS = 5_000;

/** Everything the guards and resolvers read of who is asking; a change closes the socket. */
function accessOf(identity: SocketIdentity): string {
  const p = identity.principal;
  return JSON.stringify([
    identity.sessionTokenHash,
    p.id,
    p.isSuperuser,
    [...p.permissions].sort(),
    [...p.systemAccess].sort(),
    // The calls a restricted user may see (ADR 0028): a changed restriction restarts their subscriptions.
    [...(p.callSourceGroups ?? [])].sort((a, b) => a - b),
    identity.user?.roles ?? [],
    identity.systemId,
  ]);
}

/**
 * Sockets follow the session (ADR 0020). A socket's identity is looked up again for every operation
 * (the same guards as HTTP see the same identity), and signed-in sockets are checked again when the
 * bus says their user's access may have changed and when their session reaches its end. A socket
 * whose session ended closes with 4401, one whose access changed with 4403: the client connects again
 * and its subscriptions pass the guards afresh. Visitors' sockets (displays) hear nothing of this.
 */
export function createSocketSessions(services: Services) {
  const live = new Set<TrackedSocket>();

  function end(socket: TrackedSocket, code: number, reason: string): void {
    forget(socket);
    socket.close(code, reason);
  }

  function forget(socket: TrackedSocket): void {
    socket.closed = true;
    clearTimeout(socket.timer);
    live.delete(socket);
  }

  function schedule(socket: TrackedSocket): void {
    clearTimeout(socket.timer);
    const endsAt = socket.identity.sessionEndsAt;
    if (!endsAt || socket.closed) return;
    const ms = Math.min(Math.max(endsAt.getTime() - Date.now() + AFTER_END_MS, 0), MAX_TIMER_MS);
    checkAfter(socket, ms);
  }

  function checkAfter(socket: TrackedSocket, ms: number): void {
    socket.timer = setTimeout(() => {
      check(socket, false).catch((error: unknown) => {
        // The database is away (ADR 0023): the socket stays as it is, and its end is checked again shortly.
        services.log.warn({ err: error }, 'socket session check failed');
        if (!socket.closed) checkAfter(socket, RECHECK_AFTER_FAILURE_MS);
      });
    }, ms);
    socket.timer.unref();
  }

  /**
   * Looks the socket's identity up again; closes the socket and returns null when it ended or changed.
   * `touch`: an operation counts as activity, as an HTTP request does; a background check does not,
   * or an open socket would keep its session alive for ever.
   */
  async function check(socket: TrackedSocket, touch: boolean): Promise<SocketIdentity | null> {
    if (socket.closed) return null;
    let next: SocketIdentity;
    try {
      next = await services.auth.identify(socket.facts, { touch });
    } catch (error) {
      if (error instanceof SystemUnavailable) {
        end(socket, CLOSE_ACCESS_CHANGED, 'system not available');
        return null;
      }
      throw error;
    }
    if (socket.closed) return null;
    if (socket.identity.sessionTokenHash && !next.sessionTokenHash) {
      end(socket, CLOSE_SESSION_ENDED, 'session ended');
      return null;
    }
    if (accessOf(next) !== accessOf(socket.identity)) {
      end(socket, CLOSE_ACCESS_CHANGED, 'access changed');
      return null;
    }
    socket.identity = next;
    schedule(socket);
    return next;
  }

  /** Checks the signed-in sockets of `userIds` (null: all of them), in the background. */
  function recheck(userIds: readonly number[] | null): void {
    for (const socket of live) {
      if (!socket.identity.sessionTokenHash) continue;
      if (userIds && !userIds.includes(socket.identity.principal.id)) continue;
      check(socket, false).catch((error: unknown) => {
        // A database fault leaves the socket as it is; its next operation is checked again.
        services.log.warn({ err: error }, 'socket session check failed');
      });
    }
  }

  const unsubscribe = [
    services.bus.on('accessChanged', ({ user_ids }) => recheck(user_ids)),
    // A removed system ends the access of the sockets in its context.
    services.bus.on('systemsChanged', () => recheck(null)),
    // What the bus could not hear may have been any of these (ADR 0023).
    services.bus.onState((state) => state === 'resumed' && recheck(null)),
  ];

  return {
    /** Starts following a socket that was let in with `identity`. */
    track(facts: RequestFacts, identity: SocketIdentity, close: TrackedSocket['close']): TrackedSocket {
      const socket: TrackedSocket = { facts, identity, close };
      live.add(socket);
      schedule(socket);
      return socket;
    },
    /** The identity an operation runs with, looked up now; null when the socket was closed for it. */
    current: (socket: TrackedSocket) => check(socket, true),
    forget,
    get size() {
      return live.size;
    },
    stop(): void {
      for (const off of unsubscribe) off();
      for (const socket of live) forget(socket);
    },
  };
}

export type SocketSessions = ReturnType<typeof createSocketSessions>;
