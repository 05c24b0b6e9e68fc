import { useCallback, useEffect, useRef, useState } from 'react';
import { useTransport } from '../../../app/connection/transport-context';
import { writeDisplayToken } from '../../../app/storage';
import { DisplayEnrolmentDocument, RequestDisplayEnrolmentDocument } from '../../../generated/transport';
import { onNotEnrolled } from './not-enrolled';

/** While a display waits, it asks this often whether an administrator approved it (ADR 0022). */
export const ENROLMENT_POLL_MS = 10_000;

export type EnrolmentState =
  | { kind: 'open' }
  | { kind: 'enrol'; revoked: boolean }
  | { kind: 'waiting'; deviceId: number };

export interface EnrolmentGate {
  state: EnrolmentState;
  /** Asks for approval as `name`; resolves with the server's error code when it refused. */
  request(name: string): Promise<string | null>;
}

/**
 * The display's enrolment (ADR 0022). Open until a request meets DISPLAY_NOT_ENROLLED, so a display
 * on a site without enrolment pays no extra request; then the display's status decides between the
 * request form and the wait, polled every ten seconds. An approval reloads the page: its socket then
 * connects with the approved token and everything loads as on any start.
 */
export function useEnrolmentGate(reload: () => void = () => window.location.reload()): EnrolmentGate {
  const transport = useTransport();
  const [state, setState] = useState<EnrolmentState>({ kind: 'open' });
  const current = useRef(state);
  current.current = state;

  const check = useCallback(async () => {
    const { data } = await transport.execute(DisplayEnrolmentDocument);
    const enrolment = data?.displayEnrolment;
    if (!enrolment) return; // no answer: keep what is shown and ask again at the next poll
    if (!enrolment.required || enrolment.status === 'approved') {
      if (current.current.kind !== 'open') reload();
    } else if (enrolment.status === 'pending' && enrolment.device_id !== null) {
      setState({ kind: 'waiting', deviceId: enrolment.device_id });
    } else {
      setState({ kind: 'enrol', revoked: enrolment.status === 'revoked' });
    }
  }, [transport, reload]);

  useEffect(() => onNotEnrolled(() => void check()), [check]);

  const closed = state.kind !== 'open';
  useEffect(() => {
    if (!closed) return;
    const timer = setInterval(() => void check(), ENROLMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [closed, check]);

  const request = useCallback(
    async (name: string) => {
      const { data, error } = await transport.execute(RequestDisplayEnrolmentDocument, { name: name.trim() });
      const created = data?.requestDisplayEnrolment;
      if (!created) return String(error?.errors[0]?.extensions?.code ?? 'failed');
      writeDisplayToken(created.token);
      setState({ kind: 'waiting', deviceId: created.device_id });
      return null;
    },
    [transport],
  );

  return { state, request };
}
