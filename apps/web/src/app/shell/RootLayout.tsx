import { AppShell, Box, Center, Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { usePageFullscreen } from '../../ui/page/page-fullscreen';
import type { RouteDef } from '../routes/route-def';
import { useSession } from '../session/session-context';
import { CommitPopup } from './commit/CommitPopup';
import { GuardedOutlet } from './GuardedOutlet';
import { Header } from './Header';
import { HttpSyncErrorPopup } from './http-error/HttpSyncErrorPopup';
import { OutdatedHubsCallout } from './OutdatedHubsCallout';
import { SessionExpiryWatcher } from './request-errors/SessionExpiryWatcher';
import { SystemMessagesListener } from './SystemMessagesListener';
import { SyncStoreContext, useCommitRunning } from './sync/sync-context';
import { createSyncStore } from './sync/sync-store';
import { SystemSwitchProvider } from './system/SystemSwitchProvider';
import { useSystemSwitch } from './system/system-switch-context';
import { UpdateBanner } from './UpdateBanner';

/** The top layout: the shell's state for everything below it. */
export function RootLayout() {
  const [sync] = useState(createSyncStore);
  return (
    <SyncStoreContext.Provider value={sync}>
      <SystemSwitchProvider>
        <Shell />
      </SystemSwitchProvider>
    </SyncStoreContext.Provider>
  );
}

/** Header and page (or the bare page of full-screen routes and pages), the popups and the watchers. */
function Shell() {
  const { t } = useTranslation('shell');
  const { situation } = useSession();
  const commitRunning = useCommitRunning();
  // The guards read the commit as the system messages report it, not only as AppData had it at load.
  const guarded = useMemo(() => ({ ...situation, commitRunning }), [situation, commitRunning]);
  const bareRoute = useMatches().some((m) => (m.handle as RouteDef | undefined)?.bare);
  const fullscreen = usePageFullscreen();
  const { current, switching } = useSystemSwitch();

  // Keyed by the system: a switch starts every page afresh, never showing the old system's data.
  const page = switching ? (
    <Center h="50vh">
      <Loader aria-label={t('system.loading')} />
    </Center>
  ) : (
    <GuardedOutlet key={current} situation={guarded} />
  );
  return (
    <>
      <SystemMessagesListener />
      <SessionExpiryWatcher />
      <UpdateBanner />
      <CommitPopup />
      <HttpSyncErrorPopup />
      {bareRoute || fullscreen ? (
        page
      ) : (
        <AppShell header={{ height: 56 }} padding="md">
          <AppShell.Header>
            {/* While a commit runs nothing may be changed: the header is blurred and out of reach. */}
            <Box h="100%" inert={commitRunning} style={commitRunning ? { filter: 'blur(2px)' } : undefined}>
              <Header />
            </Box>
          </AppShell.Header>
          <AppShell.Main>
            <OutdatedHubsCallout />
            {page}
          </AppShell.Main>
        </AppShell>
      )}
    </>
  );
}
