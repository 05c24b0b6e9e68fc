import { useEffect, useRef } from 'react';
import type { PhoneSessionFieldsFragment } from '../../generated/phone';

/**
 * App setting logout_on_charge (spec part 2 §3): a phone put on its charger at the end of a shift signs
 * its user out, so the next shift does not take calls in their name. Only the moment it starts charging
 * counts: whoever signs in on a phone already on the charger stays signed in.
 */
export function useSignOutOnCharge(
  charging: boolean | null,
  settings: PhoneSessionFieldsFragment['settings'] | null,
  signOut: () => Promise<void>,
): void {
  const before = useRef(charging);
  useEffect(() => {
    const started = charging === true && before.current === false;
    before.current = charging;
    if (started && settings?.logout_on_charge && !settings.logout_disabled) void signOut();
  }, [charging, settings, signOut]);
}
