import { useState } from 'react';
import type { DisplayProfile } from '../config/profile-config';
import { draftOf, type ProfileDraft, type SettingDraft } from './profile-draft';

interface State {
  base: DisplayProfile | null;
  draft: ProfileDraft | null;
  dirty: boolean;
}

const initial = (profile: DisplayProfile | null, systemIds: readonly number[]): State => ({
  base: profile,
  draft: profile ? draftOf(profile, systemIds) : null,
  dirty: false,
});

/**
 * The edited copy of the selected profile and its dirty flag (spec part 2 §4 Settings drawer). A
 * refetched profile replaces a clean draft; edits in progress survive it. Another profile starts over.
 */
export function useProfileDraft(profile: DisplayProfile | null, systemIds: readonly number[]) {
  const [state, setState] = useState(() => initial(profile, systemIds));
  if (state.base !== profile && (!state.dirty || state.base?.id !== profile?.id)) {
    setState(initial(profile, systemIds));
  }

  return {
    draft: state.draft,
    dirty: state.dirty,
    change(patch: Partial<Omit<ProfileDraft, 'settings'>>) {
      setState((s) => (s.draft ? { ...s, draft: { ...s.draft, ...patch }, dirty: true } : s));
    },
    changeSetting(systemId: number, patch: Partial<SettingDraft>) {
      setState((s) => {
        if (!s.draft) return s;
        const settings = s.draft.settings.map((x) => (x.system_id === systemId ? { ...x, ...patch } : x));
        return { ...s, draft: { ...s.draft, settings }, dirty: true };
      });
    },
    /** Saved: clean, and the refetched profile replaces the draft when it arrives. */
    markSaved() {
      setState((s) => ({ ...s, dirty: false }));
    },
    discard() {
      setState(initial(profile, systemIds));
    },
  };
}
