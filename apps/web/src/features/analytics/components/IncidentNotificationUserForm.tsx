import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCloseModal } from '../../../app/modal/useCloseModal';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  IncidentNotificationGetDocument,
  type IncidentNotificationInput,
  IncidentNotificationListDocument,
  IncidentNotificationUpdateDocument,
} from '../../../generated/graphql';
import { NOTIFY_FLAGS } from '../notify-flags';

/**
 * `/analytics/incidents/notifications/user/:id` (spec part 2 §2): whether one user is told of new
 * incidents by e-mail, and of which types.
 */
export function IncidentNotificationUserForm() {
  const { t } = useTranslation('analytics');
  const close = useCloseModal();
  const notify = useNotify();
  const userId = Number(useParams().id);
  const query = useQuery(IncidentNotificationGetDocument, {
    variables: { user_id: userId },
    fetchPolicy: 'network-only',
    skip: !Number.isInteger(userId),
  });
  const [values, setValues] = useState<IncidentNotificationInput | null>(null);
  const [save, saving] = useMutation(IncidentNotificationUpdateDocument, {
    refetchQueries: [IncidentNotificationListDocument],
  });
  const setting = query.data?.incidentNotificationSetting;
  useEffect(() => {
    if (setting && !values) {
      const { enabled, notify_battery, notify_defects, notify_not_reachable, notify_probable_defects } = setting;
      setValues({ enabled, notify_battery, notify_defects, notify_not_reachable, notify_probable_defects });
    }
  }, [setting, values]);

  if (query.error) return <Alert color="red" title={t('notifications.loadFailed')} />;
  if (query.data && !setting) return <Alert color="yellow" title={t('notifications.notHandler')} />;
  if (!setting || !values)
    return (
      <Center p="xl">
        <Loader aria-label={t('notifications.loading')} />
      </Center>
    );

  const submit = async () => {
    try {
      await save({ variables: { user_id: userId, data: values } });
    } catch {
      notify({ id: 'incident-notification', type: 'error', title: t('notifications.saveFailed') });
      return;
    }
    notify({ id: 'incident-notification', title: t('notifications.saved') });
    close();
  };

  return (
    <Stack>
      <Title order={3}>{t('notifications.userTitle', { name: setting.user_name })}</Title>
      {setting.email ? (
        <Text size="sm">{t('notifications.sentTo', { email: setting.email })}</Text>
      ) : (
        <Alert color="yellow" title={t('notifications.noEmailHint')} />
      )}
      <Checkbox
        label={t('notifications.enabled')}
        checked={values.enabled}
        onChange={(e) => setValues({ ...values, enabled: e.currentTarget.checked })}
      />
      <Stack gap="xs" pl="lg">
        {NOTIFY_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            label={t(`notifications.flags.${flag}`)}
            disabled={!values.enabled}
            checked={values[flag]}
            onChange={(e) => setValues({ ...values, [flag]: e.currentTarget.checked })}
          />
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('notifications.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={saving.loading}>
          {t('notifications.save')}
        </Button>
      </Group>
    </Stack>
  );
}
