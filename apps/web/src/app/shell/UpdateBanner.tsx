import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNewServerVersion } from '../connection/shell-stores';

export const UPDATE_COUNTDOWN_SECONDS = 30;

/** A new server version: reload in 30 s, now, or not yet (cancel stops and resets the count). */
export function UpdateBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const version = useNewServerVersion();
  const [left, setLeft] = useState(UPDATE_COUNTDOWN_SECONDS);
  const [counting, setCounting] = useState(true);

  useEffect(() => {
    if (!version || !counting) return;
    const timer = setInterval(() => setLeft((s) => s - 1), 1000);
    return () => clearInterval(timer);
  }, [version, counting]);

  useEffect(() => {
    if (left <= 0) reload();
  }, [left, reload]);

  if (!version) return null;
  const cancel = () => {
    setCounting(false);
    setLeft(UPDATE_COUNTDOWN_SECONDS);
  };
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      p="sm"
      pos="fixed"
      top={8}
      left="50%"
      style={{ transform: 'translateX(-50%)', zIndex: 1100 }}
    >
      <Group gap="sm">
        <Text size="sm">
          {counting
            ? t('update.countdown', { version, seconds: Math.max(left, 0) })
            : t('update.available', { version })}
        </Text>
        <Button size="xs" onClick={reload}>
          {t('update.reloadNow')}
        </Button>
        {counting && (
          <Button size="xs" variant="default" onClick={cancel}>
            {t('update.cancel')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
