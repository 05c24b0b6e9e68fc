import type { LicenseContext, Principal } from '@wardlight/domain';

/** Everything a guard decision depends on; built from AppData, so the guards stay pure. */
export interface GuardSituation {
  principal: Principal;
  license: LicenseContext;
  /** Null while no one is signed in (the API gives app settings to signed-in users only). */
  appSettings: { subscriptions_enabled: boolean } | null;
  /** A configuration commit counts as running (spec part 1 §4). */
  commitRunning: boolean;
  /** The signed-in user's personal homepage: a route name, or null. */
  homepage: string | null;
}
