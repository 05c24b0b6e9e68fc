import { useCallback, useEffect, useState } from 'react';
import type { RequestFailed } from '../../app/connection/transport';
import { useTransport } from '../../app/connection/transport-context';
import { PhoneCallsChangedDocument } from '../../generated/phone';
import { applyUpdate, type PhoneCall } from './phone-call';

/** A subscription the server refused or ended for another reason than the pairing or sign-in is tried again. */
export const RESUBSCRIBE_MS = 5000;

export interface PhoneCallsFeed {
  /** The list as the server's updates made it (null until the first). */
  calls: PhoneCall[] | null;
  /** Counts the server's deliveries: each is acknowledged (proof of delivery, ADR 0032). */
  received: number;
  /**
   * Counts the complete lists (the first of each subscription, so each reconnect): the server then
   * holds no acknowledgement of this socket's calls, they are confirmed again.
   */
  completes: number;
  error: RequestFailed | null;
  /** Puts a call an action answered with in place, until the next delivery says the same. */
  patch(call: PhoneCall): void;
}

/**
 * `phoneCallsChanged`: the whole list first, then what changed in it. The socket re-subscribes by
 * itself after a reconnect, and the first event then is the whole list again, which replaces this one.
 */
export function usePhoneCalls(): PhoneCallsFeed {
  const transport = useTransport();
  const [state, setState] = useState<Omit<PhoneCallsFeed, 'patch'>>({
    calls: null,
    received: 0,
    completes: 0,
    error: null,
  });
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    const again = () => {
      unsubscribe();
      retry = setTimeout(subscribe, RESUBSCRIBE_MS);
    };
    function subscribe() {
      unsubscribe = transport.subscribe(
        PhoneCallsChangedDocument,
        {},
        {
          next: ({ phoneCallsChanged: update }) =>
            setState((s) => ({
              calls: applyUpdate(s.calls, update),
              received: s.received + 1,
              completes: s.completes + (update.complete ? 1 : 0),
              error: null,
            })),
          error: (error) => {
            setState((s) => ({ ...s, error }));
            again();
          },
          complete: again,
        },
      );
    }
    subscribe();
    return () => {
      clearTimeout(retry);
      unsubscribe();
    };
  }, [transport]);

  const patch = useCallback((call: PhoneCall) => {
    setState((s) => (s.calls ? { ...s, calls: s.calls.map((c) => (c.id === call.id ? call : c)) } : s));
  }, []);

  return { ...state, patch };
}
