import { Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../session/session-context';
import { isBuiltScreen } from './built-screens';
import { currentLink, sectionMenu } from './section-menu';

/**
 * The system overview's pages (the node list, connections, display group overrides) as a row of links
 * above the page, shown when the user may open more than one of them (ADR 0034).
 */
export function SectionTabs() {
  const { t } = useTranslation('nav');
  const { situation } = useSession();
  const { pathname } = useLocation();
  const links = useMemo(() => sectionMenu('tree', situation, isBuiltScreen).flatMap((g) => g.links), [situation]);
  const current = currentLink([{ group: null, links }], pathname);
  return (
    <>
      {links.length > 1 && (
        <Group component="nav" aria-label={t('menu.sections.tree')} gap={4} mb="sm">
          {links.map((link) => {
            const active = link.name === current?.name;
            return (
              <Button
                key={link.name}
                component={Link}
                to={link.to}
                size="xs"
                variant={active ? 'light' : 'subtle'}
                aria-current={active ? 'page' : undefined}
              >
                {t(link.label)}
              </Button>
            );
          })}
        </Group>
      )}
      <Outlet />
    </>
  );
}
