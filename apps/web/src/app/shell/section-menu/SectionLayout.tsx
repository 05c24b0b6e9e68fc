import { Box, Button, Collapse, Flex, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../session/session-context';
import { isBuiltScreen } from './built-screens';
import { SectionNav } from './SectionNav';
import { currentLink, sectionMenu } from './section-menu';

export type MenuSection = 'admin' | 'appManagement';

/**
 * The frame of a section with many pages (administration, app management): the section's menu beside
 * the page, folded behind a button on narrow screens (ADR 0034).
 */
export function SectionLayout({ section }: { section: MenuSection }) {
  const { t } = useTranslation('nav');
  const { situation } = useSession();
  const { pathname } = useLocation();
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const [opened, fold] = useDisclosure(false);
  const menuId = useId();
  const groups = useMemo(() => sectionMenu(section, situation, isBuiltScreen), [section, situation]);
  const current = currentLink(groups, pathname);
  const label = t(`menu.sections.${section}`);
  const nav = (onNavigate?: () => void) => (
    <SectionNav label={label} groups={groups} current={current} onNavigate={onNavigate} />
  );

  if (narrow)
    return (
      <Box>
        <Button
          variant="default"
          fullWidth
          justify="space-between"
          mb="sm"
          aria-expanded={opened}
          aria-controls={menuId}
          onClick={fold.toggle}
        >
          {current ? `${label}: ${t(current.label)}` : label}
        </Button>
        <Collapse expanded={opened} id={menuId}>
          <Box mb="md">{nav(fold.close)}</Box>
        </Collapse>
        <Outlet />
      </Box>
    );
  return (
    <Flex gap="lg" align="flex-start">
      <Box w={230} style={{ flexShrink: 0 }}>
        {nav()}
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Flex>
  );
}

export function AdminLayout() {
  return <SectionLayout section="admin" />;
}

export function AppManagementLayout() {
  return <SectionLayout section="appManagement" />;
}
