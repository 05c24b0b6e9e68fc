import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppSubscriptionConfirmDocument, AppSubscriptionListDocument } from '../../../generated/graphql';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { deleteErrorText } from '../../../ui/crud/error-text';
import { useEntityAccess } from '../../../ui/crud/useEntityAccess';
import { appSubscriptionEntity } from './app-subscriptions.entity';

const screens = entityScreens(appSubscriptionEntity);

/** Confirms every subscription still waiting for it (spec part 2 §3: subscriptions_confirmation_required). */
function ConfirmOpen() {
  const { t } = useTranslation('appManagement');
  const { canWrite } = useEntityAccess(appSubscriptionEntity);
  const list = useQuery(AppSubscriptionListDocument, {
    variables: { filter: { page: { limit: 500 } } },
    fetchPolicy: 'cache-and-network',
  });
  const [confirm, confirming] = useMutation(AppSubscriptionConfirmDocument, {
    refetchQueries: [AppSubscriptionListDocument],
  });
  const [error, setError] = useState<string | null>(null);
  const open = (list.data?.appSubscriptions.items ?? []).filter((s) => !s.confirmed).map((s) => s.id);
  if (!canWrite || open.length === 0) return null;
  const run = async () => {
    setError(null);
    try {
      await confirm({ variables: { ids: open } });
    } catch (e) {
      setError(deleteErrorText(e, 'appManagement:subscriptions', t));
    }
  };
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="light" loading={confirming.loading} onClick={() => void run()}>
          {t('subscriptions.confirmOpen', { count: open.length })}
        </Button>
      </Group>
      {error && <Alert color="red">{error}</Alert>}
    </Stack>
  );
}

/** The subscriptions' list with the confirmation of the open ones under it. */
export function AppSubscriptionListPage() {
  return (
    <Stack gap="md">
      <screens.List />
      <ConfirmOpen />
    </Stack>
  );
}

export const AppSubscriptionForm = screens.Form;
