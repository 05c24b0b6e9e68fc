import { NavLink, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuGroup, MenuLink } from './section-menu';

interface Props {
  label: string;
  groups: readonly MenuGroup[];
  current: MenuLink | null;
  onNavigate?: () => void;
}

/** A section's menu: its pages under their headings, the page shown marked for eyes and screen readers. */
export function SectionNav({ label, groups, current, onNavigate }: Props) {
  return (
    <Stack component="nav" aria-label={label} gap="sm">
      {groups.map((group) => (
        <NavGroup key={group.group ?? ''} group={group} current={current} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}

function NavGroup({ group, current, onNavigate }: Omit<Props, 'label' | 'groups'> & { group: MenuGroup }) {
  const { t } = useTranslation('nav');
  const headingId = useId();
  const links = group.links.map((link) => {
    const active = link.name === current?.name;
    return (
      <NavLink
        key={link.name}
        component={Link}
        to={link.to}
        label={t(link.label)}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        py={6}
      />
    );
  });
  if (!group.group) return <div>{links}</div>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; these are links under a heading
    <div role="group" aria-labelledby={headingId}>
      <Text id={headingId} size="sm" fw={600} c="dimmed" px="sm" pb={2}>
        {t(`menu.groups.${group.group}`)}
      </Text>
      {links}
    </div>
  );
}
