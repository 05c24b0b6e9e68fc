import { isSignedIn } from '@wardlight/domain';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useRequestContext } from '../../../app/connection/request-context';
import { useSession } from '../../../app/session/session-context';
import { FullPageLoader } from '../../../ui/FullPageLoader';
import { DisplayConfigContext, type DisplayConfigValue } from './display-config';
import { profileConfig, profileSystemIds } from './profile-config';
import { useAddressConfig } from './useAddressConfig';
import { useDisplayProfiles } from './useDisplayProfiles';
import { useProfileSelection } from './useProfileSelection';

// Only signed-in staff open the drawer; a kiosk never downloads it (display bundle budget).
const DisplaySettingsDrawer = lazy(() =>
  import('../settings/DisplaySettingsDrawer').then((m) => ({ default: m.DisplaySettingsDrawer })),
);

/**
 * Where the display's configuration comes from (spec part 2 §2, §4 Profile selection): the chosen
 * profile, else the address. Hosts the settings drawer for signed-in users.
 */
export function DisplayConfigProvider({ children }: { children: ReactNode }) {
  const { situation, data } = useSession();
  const contextSystem = useRequestContext().systemId();
  const profiles = useDisplayProfiles();
  const selection = useProfileSelection(profiles);
  const { profile } = selection;
  const address = useAddressConfig(contextSystem, !profile && !selection.resolving);
  const signedIn = isSignedIn(situation.principal);
  const [drawer, setDrawer] = useState({ opened: false, mounted: false });
  const knownSystems = useMemo(() => data.publicSystemParams.map((s) => s.id), [data.publicSystemParams]);

  const value = useMemo<DisplayConfigValue>(
    () => ({
      config: profile ? profileConfig(profile) : address.config,
      profile: profile ? { id: profile.id, name: profile.name, slug: profile.slug } : null,
      systemIds: profile ? profileSystemIds(profile, knownSystems) : [address.config.system ?? contextSystem],
      openSettings: () => {
        if (signedIn) setDrawer({ opened: true, mounted: true });
      },
    }),
    [profile, address.config, knownSystems, contextSystem, signedIn],
  );

  if (selection.resolving) return <FullPageLoader />;
  return (
    <DisplayConfigContext.Provider value={value}>
      {children}
      {signedIn && drawer.mounted && (
        <Suspense fallback={null}>
          <DisplaySettingsDrawer
            opened={drawer.opened}
            onClose={() => setDrawer({ opened: false, mounted: true })}
            profiles={profiles}
            selection={selection}
            address={address}
            contextSystem={contextSystem}
          />
        </Suspense>
      )}
    </DisplayConfigContext.Provider>
  );
}
