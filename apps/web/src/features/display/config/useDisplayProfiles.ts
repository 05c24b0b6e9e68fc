import { useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { DisplayProfilesDocument, SystemMessagesDocument } from '../../../generated/graphql';
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

/** Every display profile, cache-and-network (spec part 2 §7), kept fresh by the profile message. */
export function useDisplayProfiles(): DisplayProfilesState {
  const {
    data,
    loading,
    error,
    refetch: refetchQuery,
  } = useQuery(DisplayProfilesDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  // Stable, so the drawer's refetch-on-open runs once per opening and not on every render.
  const refetch = useCallback(() => refetchQuery(), [refetchQuery]);
  useSubscription(SystemMessagesDocument, {
    onData: ({ data: message }) => {
      if (message.data?.systemMessages.subject === PROFILES_CHANGED) void refetch().catch(() => {});
    },
  });
  return {
    profiles: data?.displayProfiles ?? [],
    loading,
    failed: Boolean(error) && !data,
    refetch,
  };
}
