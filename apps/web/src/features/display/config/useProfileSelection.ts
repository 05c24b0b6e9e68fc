import { useCallback, useEffect } from 'react';
import { readDisplayProfileSlug, writeDisplayProfileSlug } from '../../../app/storage';
import { displayPath } from '../app/display-path';
import { useDisplayLocation, useDisplayNavigate, useDisplayParams } from '../app/display-router';
import type { DisplayProfile } from './profile-config';
import type { DisplayProfilesState } from './useDisplayProfiles';

export interface ProfileSelection {
  profile: DisplayProfile | null;
  /** A slug is asked for and the server has not answered yet. */
  resolving: boolean;
  /** Chooses a profile by slug, or none (null), as the settings drawer's picker does. */
  select: (slug: string | null) => void;
}

/**
 * Spec part 2 §2 and §4 Profile selection: the slug picks a profile and is remembered; a query string
 * turns the lookup off; /display with an empty query goes to the remembered profile; an unknown slug
 * goes to /display, and is forgotten so that /display does not send the browser back to it.
 */
export function useProfileSelection({ profiles, loading, failed }: DisplayProfilesState): ProfileSelection {
  const { slug } = useDisplayParams();
  const { search } = useDisplayLocation();
  const navigate = useDisplayNavigate();
  const hasQuery = search.length > 1;
  // Read on every render: the picker and the unknown-slug rule change it between navigations.
  const remembered = hasQuery || slug ? null : readDisplayProfileSlug();
  const requested = hasQuery ? null : (slug ?? remembered);
  const profile = requested ? (profiles.find((p) => p.slug === requested) ?? null) : null;
  const isUnknown = requested !== null && !profile && !loading && !failed;

  useEffect(() => {
    if (remembered) navigate(displayPath(remembered), { replace: true });
  }, [remembered, navigate]);

  useEffect(() => {
    if (profile) writeDisplayProfileSlug(profile.slug);
  }, [profile]);

  useEffect(() => {
    if (!isUnknown) return;
    if (readDisplayProfileSlug() === requested) writeDisplayProfileSlug(null);
    navigate(displayPath(), { replace: true });
  }, [isUnknown, requested, navigate]);

  const select = useCallback(
    (next: string | null) => {
      writeDisplayProfileSlug(next);
      navigate(displayPath(next));
    },
    [navigate],
  );

  return { profile, resolving: requested !== null && !profile && loading, select };
}
