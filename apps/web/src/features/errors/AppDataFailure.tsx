import { Alert, Button, Center, Stack } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine;

/** When the network is back: tries at once and a few times more, as the connection settles. */
const RETRY_AFTER_ONLINE_MS = [0, 1_000, 3_000, 8_000];

/**
 * AppData could not be loaded (spec part 1 §8): nothing else can work, so say so and offer a retry.
 * Without network — the mobile console opened from its cached shell (ADR 0044) — it says plainly that
 * the device is offline, and tries again by itself when the network is back.
 */
export function AppDataFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [wasOffline, setWasOffline] = useState(!online);
  const retry = useRef(onRetry);
  retry.current = onRetry;
  useEffect(() => {
    if (!online) setWasOffline(true);
  }, [online]);
  useEffect(() => {
    if (!online || !wasOffline) return;
    const timers = RETRY_AFTER_ONLINE_MS.map((ms) => setTimeout(() => retry.current(), ms));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [online, wasOffline]);
  return (
    <Center h="100vh" p="md">
      <Stack maw={420}>
        {online ? (
          <Alert color="red" title={t('appData.title')}>
            {t('appData.text')}
          </Alert>
        ) : (
          <Alert color="yellow" title={t('offline.title')} role="alert" data-testid="offline-start">
            {t('offline.text')}
          </Alert>
        )}
        <Button onClick={onRetry}>{t('common:actions.retry')}</Button>
      </Stack>
    </Center>
  );
}
