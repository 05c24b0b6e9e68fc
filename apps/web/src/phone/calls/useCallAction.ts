import { useCallback, useState } from 'react';
import { useTransport } from '../../app/connection/transport-context';
import { PhoneCallActionDocument } from '../../generated/phone';
import { phoneErrorKey } from '../app/phone-errors';
import type { PhoneCall } from './phone-call';

export type CallAction = 'accept' | 'reject' | 'callback' | 'escalate' | 'release' | 'mute';

export interface CallActions {
  /** True when the server took it. */
  run(callId: number, action: CallAction): Promise<boolean>;
  /** The call whose action is on its way (its buttons wait). */
  pending: number | null;
  /** The last refusal, in words, with the call it concerns. */
  refusal: { callId: number; key: string } | null;
  dismiss(): void;
}

/** `phoneCallAction`: the answer is put in the list at once; a refusal (taken, over, …) is said on the call. */
export function useCallAction(patch: (call: PhoneCall) => void): CallActions {
  const transport = useTransport();
  const [pending, setPending] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<CallActions['refusal']>(null);
  const run = useCallback(
    async (callId: number, action: CallAction) => {
      setPending(callId);
      setRefusal(null);
      const { data, error } = await transport.execute(PhoneCallActionDocument, { call_id: callId, action });
      setPending(null);
      if (data) patch(data.phoneCallAction);
      else setRefusal({ callId, key: error ? phoneErrorKey(error) : 'errors.unknown' });
      return data !== null;
    },
    [transport, patch],
  );
  return { run, pending, refusal, dismiss: useCallback(() => setRefusal(null), []) };
}
