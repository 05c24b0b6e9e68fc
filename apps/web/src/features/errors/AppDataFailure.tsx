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
/** While the server does not answer and nothing says when it will: tries again this often. */
export const RETRY_UNREACHABLE_MS = 5_000;

/**
 * AppData could not be loaded (spec part 1 §8): nothing else can work, so say so and offer a retry.
 * Without network — the mobile console opened from its cached shell (ADR 0044) — it says plainly that
 * there is no connection, and tries again by itself: when the browser says the network is back, and
 * every few seconds while no answer came at all (`unreachable`). A browser may not know it is offline
 * (Chromium reports `onLine` after a reload served by the PWA's worker), and a server that is away
 * sends no `online` event when it returns.
 */
export function AppDataFailure({ onRetry, unreachable = false }: { onRetry: () => void; unreachable?: boolean }) {
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
  useEffect(() => {
    if (!online || !unreachable) return;
    const timer = setInterval(() => retry.current(), RETRY_UNREACHABLE_MS);
    return () => clearInterval(timer);
  }, [online, unreachable]);
  return (
    <Center h="100vh" p="md">
      <Stack maw={420}>
        {online && !unreachable ? (
          <Alert color="red" title={t('appData.title')}>
            {t('appData.text')}
          </Alert>
        ) : (
          <Alert color="yellow" title={t('offline.title')} role="alert" data-testid="offline-start">
            {online ? t('offline.unreachable') : t('offline.text')}
          </Alert>
        )}
        <Button onClick={onRetry}>{t('common:actions.retry')}</Button>
      </Stack>
    </Center>
  );
}
