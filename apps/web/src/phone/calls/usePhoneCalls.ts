import { useCallback, useEffect, useState } from 'react';
import type { RequestFailed } from '../../app/connection/transport';
import { useTransport } from '../../app/connection/transport-context';
import { PhoneCallsChangedDocument } from '../../generated/phone';
import type { PhoneCall } from './phone-call';

/** A subscription the server refused or ended for another reason than the pairing or sign-in is tried again. */
export const RESUBSCRIBE_MS = 5000;

export interface PhoneCallsFeed {
  /** The list as the server last sent it (null until the first); every event replaces it whole. */
  calls: PhoneCall[] | null;
  /** Counts the server's deliveries: each is acknowledged (proof of delivery, ADR 0032). */
  received: number;
  error: RequestFailed | null;
  /** Puts a call an action answered with in place, until the next delivery says the same. */
  patch(call: PhoneCall): void;
}

/**
 * `phoneCallsChanged`: the whole list, the current one first. The socket re-subscribes by itself after
 * a reconnect, and the first event then is the whole list again, so nothing needs to be merged.
 */
export function usePhoneCalls(): PhoneCallsFeed {
  const transport = useTransport();
  const [state, setState] = useState<Omit<PhoneCallsFeed, 'patch'>>({ calls: null, received: 0, error: null });
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
          next: (data) =>
            setState((s) => ({ calls: data.phoneCallsChanged.calls, received: s.received + 1, error: null })),
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
