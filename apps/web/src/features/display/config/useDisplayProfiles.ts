import { useEffect } from 'react';
import { useSystemMessages } from '../../../app/connection/system-messages';
import { useTransportQuery } from '../../../app/connection/transport-context';
import { DisplayProfilesDocument } from '../../../generated/transport';
import { FEED_RETRY_MS } from '../calls/calls-feed';
import { useReconnected } from '../live/useReconnected';
import type { DisplayProfile } from './profile-config';

/** Spec part 2 §4 Realtime system messages: another console changed a profile. */
const PROFILES_CHANGED = 'displayprofile.updated';

export interface DisplayProfilesState {
  profiles: readonly DisplayProfile[];
  /** True until the server has answered once: a slug missing from cached data may just be new. */
  loading: boolean;
  failed: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * Every display profile (spec part 2 §7), kept fresh by the profile message. There is no cache to
 * answer first: a page load asks the network either way.
 */
export function useDisplayProfiles(): DisplayProfilesState {
  // `refetch` is stable, so the drawer's refetch-on-open runs once per opening.
  const { data, loading, error, refetch } = useTransportQuery(DisplayProfilesDocument);
  useSystemMessages((message) => {
    if (message.subject === PROFILES_CHANGED) void refetch();
  });
  // A wall must not stay on the address's defaults because one request failed (a server restarting):
  // ask again until the profiles come, and after every reconnect (a change message may have been lost).
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => void refetch(), FEED_RETRY_MS);
    return () => clearTimeout(timer);
  }, [error, refetch]);
  useReconnected(() => void refetch());
  return {
    profiles: data?.displayProfiles ?? [],
    loading,
    failed: Boolean(error) && !data,
    refetch,
  };
}
