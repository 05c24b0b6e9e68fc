import { useEffect, useRef, useState } from 'react';
import { useTransport } from '../../app/connection/transport-context';
import { PhoneAcknowledgeDocument } from '../../generated/phone';
import { type PhoneCall, ringingIds } from '../calls/phone-call';

/**
 * Proof of delivery (ADR 0032). Every delivery of the list confirms the calls ringing in it at once —
 * the server stops resending to this phone — and a ringing call on a visible screen is reported opened,
 * once while the page stays visible and again after it was hidden. Returns the ringing calls seen on the
 * screen: those need not ring again.
 */
export function useAcknowledgements(
  calls: readonly PhoneCall[] | null,
  received: number,
  visible: boolean,
): ReadonlySet<number> {
  const transport = useTransport();
  const latest = useRef(calls);
  latest.current = calls;
  const openedNow = useRef(new Set<number>());
  const [seen, setSeen] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (received === 0 || !latest.current) return;
    const ringing = ringingIds(latest.current);
    if (ringing.length > 0) void transport.execute(PhoneAcknowledgeDocument, { call_ids: ringing });
  }, [received, transport]);

  useEffect(() => {
    if (!calls) return;
    const ringing = ringingIds(calls);
    const opened = openedNow.current;
    if (!visible) opened.clear();
    // A call that stopped ringing and rings again (released) is a new delivery, to be opened again.
    for (const id of opened) if (!ringing.includes(id)) opened.delete(id);
    const fresh = visible ? ringing.filter((id) => !opened.has(id)) : [];
    for (const id of fresh) opened.add(id);
    if (fresh.length > 0) void transport.execute(PhoneAcknowledgeDocument, { call_ids: fresh, opened: true });
    setSeen((before) => {
      const next = new Set([...before, ...fresh].filter((id) => ringing.includes(id)));
      return next.size === before.size && [...next].every((id) => before.has(id)) ? before : next;
    });
  }, [calls, visible, transport]);

  return seen;
}
