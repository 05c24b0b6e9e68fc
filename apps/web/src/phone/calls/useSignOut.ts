import { useCallback, useState } from 'react';
import { useTransport } from '../../app/connection/transport-context';
import { PhoneSignOutDocument } from '../../generated/phone';
import { phoneErrorKey } from '../app/phone-errors';
import { usePhoneServices } from '../app/phone-services';

/** `phoneSignOut`, then back to the sign-in; a refusal (logout disabled) in the phone's words. */
export function useSignOut() {
  const transport = useTransport();
  const { phone } = usePhoneServices();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const signOut = useCallback(async () => {
    const { data, error } = await transport.execute(PhoneSignOutDocument);
    if (data) phone.signedOut();
    else setErrorKey(error ? phoneErrorKey(error) : 'errors.unknown');
  }, [transport, phone]);
  return { signOut, errorKey, dismiss: useCallback(() => setErrorKey(null), []) };
}
