import { Alert, Button } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneServices } from '../app/phone-services';

/** Offers the system notifications a hidden page alerts with; asked from this button only, never on load. */
export function NotificationsBanner() {
  const { t } = useTranslation('phone');
  const { notifications } = usePhoneServices();
  const permission = useSyncExternalStore(notifications.subscribe, notifications.get);
  if (permission !== 'default') return null;
  return (
    <Alert color="blue" role="status" title={t('notifications.title')}>
      {t('notifications.text')}
      <Button mt="xs" display="block" onClick={() => void notifications.request()}>
        {t('notifications.enable')}
      </Button>
    </Alert>
  );
}
