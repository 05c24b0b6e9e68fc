import { useEffect, useMemo, useRef, useState } from 'react';
import { useTransport } from '../../app/connection/transport-context';
import { PhoneAcknowledgeDocument } from '../../generated/phone';
import { type PhoneCall, ringingIds } from '../calls/phone-call';
import { ACK_GATHER_MS, gatherAcknowledgements } from './gather-sends';

/** A confirmation the server did not take is sent again after this long (the call keeps ringing meanwhile). */
export const CONFIRM_RETRY_MS = 3000;

/**
 * Proof of delivery (ADR 0032). A call that starts ringing on this phone is confirmed at once — the
 * server stops resending to it — once per ringing: not again with every update, but again after a
 * reconnect (`completes`: the server marked what this phone had not confirmed as unknown) and when it
 * rings again after it stopped (released). A confirmation the server did not take is sent again. A
 * ringing call on a visible screen is reported opened, once while the page stays visible and again after
 * it was hidden. Both are gathered (gather-sends.ts): the first request goes at once, what comes within
 * ACK_GATHER_MS after it together, confirmations and openings in the same request.
 * Returns the ringing calls seen on the screen: those need not ring again.
 */
export function useAcknowledgements(
  calls: readonly PhoneCall[] | null,
  completes: number,
  visible: boolean,
): ReadonlySet<number> {
  const transport = useTransport();
  const confirmed = useRef(new Set<number>());
  const openedNow = useRef(new Set<number>());
  const [retries, setRetries] = useState(0);
  const [seen, setSeen] = useState<ReadonlySet<number>>(new Set());
  const send = useMemo(
    () =>
      gatherAcknowledgements(
        ({ confirmed, opened }) =>
          transport.execute(PhoneAcknowledgeDocument, {
            confirmed,
            opened,
            confirming: confirmed.length > 0,
            opening: opened.length > 0,
          }),
        ACK_GATHER_MS,
      ),
    [transport],
  );
  useEffect(() => () => send.flush(), [send]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new complete list and a retry confirm again.
  useEffect(() => {
    confirmed.current.clear();
  }, [completes]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retries` re-runs it after a refused confirmation.
  useEffect(() => {
    if (!calls) return;
    const ringing = ringingIds(calls);
    const done = confirmed.current;
    for (const id of done) if (!ringing.includes(id)) done.delete(id);
    const fresh = ringing.filter((id) => !done.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) done.add(id);
    let retry: ReturnType<typeof setTimeout> | undefined;
    void send.add(fresh).then(({ error }) => {
      if (!error) return;
      for (const id of fresh) done.delete(id);
      retry = setTimeout(() => setRetries((n) => n + 1), CONFIRM_RETRY_MS);
    });
    return () => clearTimeout(retry);
  }, [calls, completes, retries, send]);

  useEffect(() => {
    if (!calls) return;
    const ringing = ringingIds(calls);
    const opened = openedNow.current;
    if (!visible) opened.clear();
    // A call that stopped ringing and rings again (released) is a new delivery, to be opened again.
    for (const id of opened) if (!ringing.includes(id)) opened.delete(id);
    const fresh = visible ? ringing.filter((id) => !opened.has(id)) : [];
    for (const id of fresh) opened.add(id);
    if (fresh.length > 0) void send.add(fresh, 'opened');
    setSeen((before) => {
      const next = new Set([...before, ...fresh].filter((id) => ringing.includes(id)));
      return next.size === before.size && [...next].every((id) => before.has(id)) ? before : next;
    });
  }, [calls, visible, send]);

  return seen;
}
