import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './display.module.css';
import { Icon } from './icons';

// Signed-in users only: a kiosk never fetches the links nor the route table behind them (display budget).
const ConsoleLinks = lazy(() => import('./ConsoleLinks').then((m) => ({ default: m.ConsoleLinks })));

interface Props {
  profileName: string | null;
  /** The way back to the console and out, for signed-in users only (never for visitors). */
  signedIn: boolean;
  /** Only signed-in users get the settings button (spec part 2 §6). */
  onSettings: (() => void) | null;
  /** Only in a secure context, where browsers offer notifications at all. */
  notifications: { enabled: boolean; toggle: () => void } | null;
  fullscreen: boolean;
  onFullscreen: () => void;
}

/** The display's own header bar (hidden in fullscreen). Native titles, not tooltips: less for the kiosk to load. */
export function DisplayHeader({ profileName, signedIn, onSettings, notifications, fullscreen, onFullscreen }: Props) {
  const { t } = useTranslation('display');
  const notificationsLabel = notifications?.enabled ? t('header.notificationsOff') : t('header.notificationsOn');
  return (
    <header className={classes.header}>
      <Group gap="sm" wrap="nowrap">
        <Text fw={700}>{t('header.title')}</Text>
        {profileName && (
          <Badge size="lg" variant="light" data-testid="profile-badge">
            {profileName}
          </Badge>
        )}
      </Group>
      <Group gap="xs" wrap="nowrap">
        {signedIn && (
          <Suspense fallback={null}>
            <ConsoleLinks />
          </Suspense>
        )}
        {onSettings && (
          <ActionIcon
            variant="default"
            size="lg"
            title={t('header.settings')}
            aria-label={t('header.settings')}
            onClick={onSettings}
          >
            <Icon name="settings" />
          </ActionIcon>
        )}
        {notifications && (
          <ActionIcon
            variant={notifications.enabled ? 'filled' : 'default'}
            size="lg"
            title={notificationsLabel}
            aria-label={notificationsLabel}
            onClick={notifications.toggle}
          >
            <Icon name={notifications.enabled ? 'notificationsOn' : 'notificationsOff'} />
          </ActionIcon>
        )}
        <ActionIcon
          variant="default"
          size="lg"
          title={t('header.fullscreen')}
          aria-label={t('header.fullscreen')}
          onClick={onFullscreen}
        >
          <Icon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </ActionIcon>
      </Group>
    </header>
  );
}
