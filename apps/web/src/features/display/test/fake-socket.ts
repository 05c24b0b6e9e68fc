import type { Client, Sink } from 'graphql-ws';

interface FakeSubscription {
  operationName: string;
  variables: Record<string, unknown>;
  sink: Sink;
  disposed: boolean;
}

type Listener = (...args: unknown[]) => void;

/**
 * A graphql-ws client the test drives: it records every subscribe (what the Apollo link sent) and
 * lets the test deliver data and raise socket events (connected, closed, pings and pongs).
 */
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const subscriptions: FakeSubscription[] = [];
  const client: Client = {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, set.add(listener as Listener));
      return () => set.delete(listener as Listener);
    },
    subscribe(payload, sink) {
      const sub: FakeSubscription = {
        operationName: payload.operationName ?? '',
        variables: payload.variables ?? {},
        sink: sink as Sink,
        disposed: false,
      };
      subscriptions.push(sub);
      return () => {
        sub.disposed = true;
      };
    },
    iterate() {
      throw new Error('not used by the display');
    },
    dispose() {},
    terminate() {},
  };

  const active = (operationName: string) =>
    subscriptions.filter((s) => s.operationName === operationName && !s.disposed);

  return {
    client,
    subscriptions,
    active,
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
    /** Delivers to the newest live subscription of the operation (for the feed: of `system`). */
    push(operationName: string, data: unknown, system?: number) {
      const live = active(operationName).filter(
        (s) => system === undefined || Number(s.variables.override_system) === system,
      );
      const target = live.at(-1);
      if (!target) throw new Error(`no live ${operationName} subscription`);
      target.sink.next({ data });
    },
  };
}

export type FakeSocket = ReturnType<typeof createFakeSocket>;
