import { useContext, useEffect, useRef } from 'react';
import { SystemMessagesDocument, type SystemMessagesSubscription } from '../../generated/transport';
import type { Transport } from './transport';
import { TransportContext } from './transport-context';

export type SystemMessage = SystemMessagesSubscription['systemMessages'];
type Listener = (message: SystemMessage) => void;

/**
 * One `systemMessages` subscription per page, shared by everyone who listens (the shell, the
 * display's notes, relations and profiles): each subscription costs the server a restart and a time
 * message, and a wall display needs no more than one.
 */
function createSystemMessages(transport: Transport) {
  const listeners = new Set<Listener>();
  let unsubscribe: (() => void) | null = null;
  const open = () => {
    unsubscribe = transport.subscribe(SystemMessagesDocument, undefined, {
      next: ({ systemMessages }) => {
        for (const listener of [...listeners]) listener(systemMessages);
      },
      error: (error) => console.error('system messages failed', error),
      // Ended by the server (it restarted without closing the socket): listen again.
      complete: () => {
        unsubscribe = null;
        if (listeners.size > 0) open();
      },
    });
  };
  return {
    listen(listener: Listener): () => void {
      listeners.add(listener);
      if (!unsubscribe) open();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unsubscribe) {
          const stop = unsubscribe;
          unsubscribe = null;
          stop();
        }
      };
    },
  };
}

const hubs = new WeakMap<Transport, ReturnType<typeof createSystemMessages>>();

function systemMessagesOf(transport: Transport) {
  let hub = hubs.get(transport);
  if (!hub) {
    hub = createSystemMessages(transport);
    hubs.set(transport, hub);
  }
  return hub;
}

/** Calls `onMessage` with every system message while mounted; it need not be stable. */
export function useSystemMessages(onMessage: Listener): void {
  const transport = useContext(TransportContext);
  if (!transport) throw new Error('useSystemMessages outside the app providers');
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => systemMessagesOf(transport).listen((message) => latest.current(message)), [transport]);
}
