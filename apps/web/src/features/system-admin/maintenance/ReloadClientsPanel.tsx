import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { ClientsReloadDocument } from '../../../generated/graphql';

/** Every console and wall display loads its page again (spec part 1 §2 tools: reload; §7 `reload`). */
export function ReloadClientsPanel() {
  const { t } = useTranslation('systemAdmin');
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [reload, { loading }] = useMutation(ClientsReloadDocument);
  const run = async () => {
    try {
      await reload();
      notify({ id: 'clients-reload', title: t('maintenance.reload.done') });
    } catch {
      notify({ id: 'clients-reload', type: 'error', title: t('maintenance.reload.failed') });
    }
    setAsking(false);
  };
  return (
    <Stack gap="xs" component="section" aria-label={t('maintenance.reload.title')}>
      <Title order={3}>{t('maintenance.reload.title')}</Title>
      <Text size="sm">{t('maintenance.reload.intro')}</Text>
      {asking ? (
        <Group>
          <Text size="sm" fw={500}>
            {t('maintenance.reload.confirm')}
          </Text>
          <Button color="orange" loading={loading} onClick={run}>
            {t('maintenance.reload.yes')}
          </Button>
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('maintenance.reload.no')}
          </Button>
        </Group>
      ) : (
        <Button variant="light" onClick={() => setAsking(true)} style={{ alignSelf: 'flex-start' }}>
          {t('maintenance.reload.run')}
        </Button>
      )}
    </Stack>
  );
}
