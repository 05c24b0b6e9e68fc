import { AppShell, Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { DevLicenseKeyAlert } from './DevLicenseKeyAlert';
import { Header } from './Header';
import { OutdatedHubsCallout } from './OutdatedHubsCallout';

/**
 * Header and main area around a page. Its own module, loaded only by routes that show the header:
 * the wall display (a bare route) never fetches the header, its search, system selector and sync
 * indicator (DESIGN §7).
 */
export function ShellFrame({ page, commitRunning }: { page: ReactNode; commitRunning: boolean }) {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        {/* While a commit runs nothing may be changed: the header is blurred and out of reach. */}
        <Box h="100%" inert={commitRunning} style={commitRunning ? { filter: 'blur(2px)' } : undefined}>
          <Header />
        </Box>
      </AppShell.Header>
      <AppShell.Main>
        <DevLicenseKeyAlert />
        <OutdatedHubsCallout />
        {page}
      </AppShell.Main>
    </AppShell>
  );
}
