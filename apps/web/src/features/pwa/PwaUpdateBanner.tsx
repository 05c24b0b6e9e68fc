import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { UPDATE_COUNTDOWN_SECONDS } from '../../app/shell/UpdateBanner';
import type { PwaWorker } from './pwa-worker';

/**
 * The update banner of spec part 1 §4 for the PWA's own new version: the service worker has installed
 * it and waits. Counts down from 30 s and then switches; "reload now" at once; "cancel" stops the timer
 * and resets it to 30 (the old version stays until the next start or reload through the banner).
 */
export function PwaUpdateBanner({ worker }: { worker: PwaWorker }) {
  const { t } = useTranslation(['pwa', 'common']);
  const { needRefresh } = useSyncExternalStore(worker.subscribe, worker.getSnapshot);
  const [left, setLeft] = useState(UPDATE_COUNTDOWN_SECONDS);
  const [counting, setCounting] = useState(true);

  useEffect(() => {
    if (!needRefresh || !counting) return;
    const timer = setInterval(() => setLeft((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, [needRefresh, counting]);

  useEffect(() => {
    if (needRefresh && left <= 0) void worker.update();
  }, [needRefresh, left, worker]);

  if (!needRefresh) return null;
  return (
    <Paper role="status" withBorder shadow="md" p="sm" m="sm" data-testid="pwa-update">
      <Text size="sm" mb="xs">
        {counting ? t('update.countdown', { seconds: Math.max(left, 0) }) : t('update.available')}
      </Text>
      <Group gap="sm" grow>
        <Button size="md" onClick={() => void worker.update()}>
          {t('common:update.reloadNow')}
        </Button>
        {counting && (
          <Button
            size="md"
            variant="default"
            onClick={() => {
              setCounting(false);
              setLeft(UPDATE_COUNTDOWN_SECONDS);
            }}
          >
            {t('common:update.cancel')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
