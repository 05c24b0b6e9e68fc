import { ActionIcon, Alert, Box, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { useLogout } from '../../app/shell/useLogout';
import { RefreshIcon, TabIcon } from './icons';
import { PwaUpdateBanner } from './PwaUpdateBanner';
import { PULL_DISTANCE_PX, PwaRefreshContext, usePullToRefresh } from './pull-to-refresh';
import { pwaNavItems } from './pwa-nav';
import type { PwaWorker } from './pwa-worker';
import { useOnline } from './useOnline';

/** Height of the bottom navigation; the page leaves this much room below its content. */
export const NAV_HEIGHT = 68;

/**
 * The mobile console's frame (spec part 2 §2 "PWA", ADR 0044): a slim header with a reload button and
 * sign-out, the offline notice, the update banner, the page (pull down to reload), and the bottom
 * navigation with the pages the user may open — thumb-sized targets, one hand.
 */
export function PwaLayout({ worker }: { worker: PwaWorker | null }) {
  const { t } = useTranslation('pwa');
  const { situation, user } = useSession();
  const online = useOnline();
  const logout = useLogout();
  const items = useMemo(() => pwaNavItems(situation), [situation]);
  const pull = usePullToRefresh();

  return (
    <PwaRefreshContext.Provider value={pull.registry}>
      <Box mih="100dvh" pb={NAV_HEIGHT + 16} bg="gray.0" data-page="pwa">
        <Box component="header" px="md" py="xs" bg="blue.9" c="white" pos="sticky" top={0} style={{ zIndex: 100 }}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} size="lg">
              {t('brand')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                size={44}
                variant="subtle"
                color="white"
                aria-label={t('refresh')}
                onClick={() => void pull.run()}
                loading={pull.refreshing}
              >
                <RefreshIcon />
              </ActionIcon>
              {user && (
                <UnstyledButton
                  onClick={() => void logout()}
                  mih={44}
                  px="xs"
                  c="white"
                  fz="sm"
                  style={{ textDecoration: 'underline' }}
                >
                  {t('common:actions.logout')}
                </UnstyledButton>
              )}
            </Group>
          </Group>
        </Box>
        {!online && (
          <Alert color="yellow" radius={0} role="status" title={t('offline.title')} data-testid="pwa-offline">
            {t('offline.text')}
          </Alert>
        )}
        {worker && <PwaUpdateBanner worker={worker} />}
        <Box component="main" px="sm" pt="sm" {...pull.handlers}>
          {(pull.pulled > 0 || pull.refreshing) && (
            <Group justify="center" h={pull.refreshing ? 40 : pull.pulled / 2} aria-hidden>
              <Loader size="sm" type={pull.pulled >= PULL_DISTANCE_PX || pull.refreshing ? 'oval' : 'dots'} />
            </Group>
          )}
          <Outlet />
        </Box>
        <Box
          component="nav"
          aria-label={t('nav.label')}
          pos="fixed"
          bottom={0}
          left={0}
          right={0}
          h={NAV_HEIGHT}
          bg="white"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 100, display: 'flex' }}
        >
          {items.map((item) => (
            <NavLink
              key={item.tab}
              to={item.path}
              className="pwa-tab"
              style={({ isActive }) => ({
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 2,
                minHeight: NAV_HEIGHT,
                textDecoration: 'none',
                fontSize: 13,
                fontWeight: isActive ? 700 : 500,
                color: isActive ? 'var(--mantine-color-blue-9)' : 'var(--mantine-color-gray-8)',
                background: isActive ? 'var(--mantine-color-blue-0)' : undefined,
              })}
            >
              <TabIcon tab={item.tab} />
              {t(`nav.${item.tab}`)}
            </NavLink>
          ))}
        </Box>
      </Box>
    </PwaRefreshContext.Provider>
  );
}
