import { useCallback, useEffect, useRef, useState } from 'react';
import { useTransport } from '../../app/connection/transport-context';
import { PairPhoneDocument } from '../../generated/phone';
import { withoutPairParam } from '../app/launch-params';
import { phoneErrorKey } from '../app/phone-errors';
import { usePhoneServices } from '../app/phone-services';

export interface Pairing {
  pair(code: string): Promise<void>;
  pending: boolean;
  /** The refusal in the phone namespace's words (code unknown, used or expired; too many tries). */
  errorKey: string | null;
}

/**
 * `pairPhone`: the code typed in, the QR code's token (`?pair=`) or the demo's code (`demoClient`)
 * exchanged for this phone's device token. The address's token is tried once and then taken off the
 * address: it is single-use, and a reload must not show its refusal again.
 */
export function usePairing(): Pairing {
  const transport = useTransport();
  const { phone, params } = usePhoneServices();
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const pair = useCallback(
    async (code: string) => {
      setPending(true);
      setErrorKey(null);
      const { data, error } = await transport.execute(PairPhoneDocument, { code: code.trim() });
      setPending(false);
      if (data) phone.paired(data.pairPhone.device_token, data.pairPhone.client.system_id);
      else setErrorKey(error ? phoneErrorKey(error) : 'errors.unknown');
    },
    [transport, phone],
  );

  const tried = useRef(false);
  useEffect(() => {
    const code = params.pair ?? params.demoClient;
    if (tried.current || !code) return;
    tried.current = true;
    if (params.pair) window.history.replaceState(window.history.state, '', withoutPairParam(window.location.href));
    void pair(code);
  }, [params, pair]);

  return { pair, pending, errorKey };
}
