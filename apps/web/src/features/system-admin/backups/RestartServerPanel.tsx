import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { ServerRestartDocument } from '../../../generated/graphql';
import { waitForRestart } from './wait-for-restart';

/**
 * Restart the server (spec part 1 §2 tools: restart): asked once more, then the page waits for the server
 * to answer again and loads itself anew; the restart timeout says to reload the page (§8).
 */
export function RestartServerPanel() {
  const { t } = useTranslation('backups');
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [restart, { loading }] = useMutation(ServerRestartDocument);
  const run = async () => {
    try {
      await restart();
    } catch {
      notify({ id: 'server-restart', type: 'error', title: t('restart.failed') });
      setAsking(false);
      return;
    }
    setWaiting(true);
    notify({ id: 'server-restart', title: t('restart.underway'), persist: true });
    if (await waitForRestart()) window.location.reload();
    else {
      setWaiting(false);
      notify({ id: 'server-restart', type: 'error', persist: true, title: t('restart.timeout') });
    }
  };
  return (
    <Stack gap="xs" component="section" aria-label={t('restart.title')}>
      <Title order={3}>{t('restart.title')}</Title>
      <Text size="sm">{t('restart.intro')}</Text>
      {asking ? (
        <Group>
          <Text size="sm" fw={500}>
            {t('restart.confirm')}
          </Text>
          <Button color="orange" loading={loading || waiting} onClick={run}>
            {t('restart.yes')}
          </Button>
          <Button variant="default" disabled={waiting} onClick={() => setAsking(false)}>
            {t('restart.no')}
          </Button>
        </Group>
      ) : (
        <Button variant="light" onClick={() => setAsking(true)} style={{ alignSelf: 'flex-start' }}>
          {t('restart.run')}
        </Button>
      )}
    </Stack>
  );
}
