import { Burger, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { offersMobileConsole } from '../../features/pwa/pwa-nav';
import { pathOf } from '../routes/route-index';
import { useSession } from '../session/session-context';
import { ConnectionBadge } from './ConnectionBadge';
import { visibleNavItems } from './nav-items';
import { HeaderSearch } from './search/HeaderSearch';
import { SyncIndicator } from './sync/SyncIndicator';
import { SystemSelect } from './system/SystemSelect';
import { useLogout } from './useLogout';

/** Header links, search, system selector, sync indicator, login/logout and the mobile menu repeating the links. */
export function Header() {
  const { t } = useTranslation('nav');
  const session = useSession();
  const logout = useLogout();
  const [menuOpen, menu] = useDisclosure(false);
  const items = visibleNavItems(session.situation);
  const mobile = offersMobileConsole(session.situation) && (
    <Button variant="subtle" component={Link} to={pathOf('pwa')}>
      {t('mobileConsole')}
    </Button>
  );
  const links = (onClick?: () => void) =>
    items.map((item) => (
      <Button key={item.key} component={NavLink} to={item.to} variant="subtle" onClick={onClick}>
        {t(item.key)}
      </Button>
    ));

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label={t('openMenu')} />
        <Text fw={700}>{t('common:product')}</Text>
        <Group component="nav" aria-label={t('main')} gap={4} visibleFrom="sm">
          {links()}
        </Group>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ConnectionBadge />
        <HeaderSearch />
        <SystemSelect />
        <SyncIndicator />
        <Group visibleFrom="sm">{mobile}</Group>
        {session.user ? (
          <Button variant="default" onClick={() => void logout()}>
            {t('common:actions.logout')}
          </Button>
        ) : (
          <Button variant="default" component={Link} to={pathOf('login')}>
            {t('common:actions.login')}
          </Button>
        )}
      </Group>
      <Drawer opened={menuOpen} onClose={menu.close} title={t('common:product')} hiddenFrom="sm">
        <Stack component="nav" aria-label={t('main')} gap={4}>
          {links(menu.close)}
          {mobile}
        </Stack>
      </Drawer>
    </Group>
  );
}
