import { AppShell } from '@mantine/core';
import { useMatches } from 'react-router';
import type { RouteDef } from '../routes/route-def';
import { useSession } from '../session/session-context';
import { GuardedOutlet } from './GuardedOutlet';
import { Header } from './Header';
import { SystemMessagesListener } from './SystemMessagesListener';
import { UpdateBanner } from './UpdateBanner';

/** The top layout: header and page (or the bare page of full-screen routes), and the shell's watchers. */
export function RootLayout() {
  const { situation } = useSession();
  const bare = useMatches().some((m) => (m.handle as RouteDef | undefined)?.bare);
  return (
    <>
      <SystemMessagesListener />
      <UpdateBanner />
      {bare ? (
        <GuardedOutlet situation={situation} />
      ) : (
        <AppShell header={{ height: 56 }} padding="md">
          <AppShell.Header>
            <Header />
          </AppShell.Header>
          <AppShell.Main>
            <GuardedOutlet situation={situation} />
          </AppShell.Main>
        </AppShell>
      )}
    </>
  );
}
