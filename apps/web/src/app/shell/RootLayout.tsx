import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { usePageFullscreen } from '../../ui/page/page-fullscreen';
import type { RouteDef } from '../routes/route-def';
import { useSession } from '../session/session-context';
import { ActiveRouteContext, type ActiveRouteStore, createActiveRouteStore } from './active-route';
import { CommitPopup } from './commit/CommitPopup';
import { GuardedOutlet } from './GuardedOutlet';
import { HttpSyncErrorPopup } from './http-error/HttpSyncErrorPopup';
import { loadShellFrame } from './load-shell-frame';
import { SessionExpiryWatcher } from './request-errors/SessionExpiryWatcher';
import { ServerHealthNotice } from './ServerHealthNotice';
import { SystemMessagesListener } from './SystemMessagesListener';
import { SyncStoreContext, useCommitRunning } from './sync/sync-context';
import { createSyncStore } from './sync/sync-store';
import { SystemSwitchProvider } from './system/SystemSwitchProvider';
import { useSystemSwitch } from './system/system-switch-context';
import { UpdateBanner } from './UpdateBanner';

// Fetched by the first route with a header: bare routes (the display, the wizard) never load it.
const ShellFrame = lazy(() => loadShellFrame().then((m) => ({ default: m.ShellFrame })));

/** The top layout: the shell's state for everything below it (`activeRoute` given by tests that read it). */
export function RootLayout({ activeRouteStore }: { activeRouteStore?: ActiveRouteStore }) {
  const [sync] = useState(createSyncStore);
  const [activeRoute] = useState(() => activeRouteStore ?? createActiveRouteStore());
  return (
    <SyncStoreContext.Provider value={sync}>
      <ActiveRouteContext.Provider value={activeRoute}>
        <SystemSwitchProvider>
          <Shell />
        </SystemSwitchProvider>
      </ActiveRouteContext.Provider>
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
  const chain = useMatches().map((m) => m.handle as RouteDef | undefined);
  // A route that only forwards (`/`, `/home`) shows nothing itself: it need not fetch the header for a
  // target that may be bare, such as a display opened as the homepage.
  const bareRoute = chain.some((def) => def?.bare) || Boolean(chain.at(-1)?.redirect);
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
      <ServerHealthNotice />
      <SessionExpiryWatcher />
      <UpdateBanner />
      <CommitPopup />
      <HttpSyncErrorPopup />
      {bareRoute || fullscreen ? (
        page
      ) : (
        <Suspense fallback={null}>
          <ShellFrame page={page} commitRunning={commitRunning} />
        </Suspense>
      )}
    </>
  );
}
