import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Divider, Group, Loader, Stack, Title } from '@mantine/core';
import { hasPermission } from '@wardlight/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import { CallDetailDocument } from '../../../generated/graphql';
import { CallDetails } from './CallDetails';
import { CallRouting } from './CallRouting';
import { CallTrail } from './CallTrail';
import { CloseCallButton } from './CloseCallButton';
import { useDialogName } from './useDialogName';

const ID = /^[1-9]\d*$/;

/**
 * The call form (spec part 2 §2): `/log/edit/:id` over the log, `/tree/edit/:nodeid/calls/:id` over the
 * node form, and from a display of several systems in a tab of its own (`?system=NN`). Every field of
 * the call, its trail, and closing it where calllog::close_calls allows.
 */
export function CallFormPage() {
  const { t } = useTranslation('calllog');
  const { id } = useParams();
  const { principal } = useSession().situation;
  const headingId = useId();
  const nameDialog = useDialogName();
  const callId = id && ID.test(id) ? Number(id) : null;
  const query = useQuery(
    CallDetailDocument,
    callId === null ? skipToken : { variables: { id: callId }, fetchPolicy: 'cache-and-network' },
  );

  const heading = (text: string) => (
    <Title order={3} id={headingId} ref={nameDialog}>
      {text}
    </Title>
  );
  if (callId !== null && !query.data) {
    if (query.error)
      return (
        <Stack>
          {heading(t('form.heading'))}
          <Alert color="red" role="alert">
            {t('form.loadFailed')}
          </Alert>
          <Group>
            <Button variant="light" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          </Group>
        </Stack>
      );
    return (
      <Center p="xl">
        <Loader aria-label={t('form.loading')} />
      </Center>
    );
  }
  const call = query.data?.call;
  if (!call)
    return (
      <Stack>
        {heading(t('form.heading'))}
        <Alert color="yellow">{t('form.notFound')}</Alert>
      </Stack>
    );

  const mayClose = !call.is_closed && hasPermission(principal, 'calllog::close_calls');
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        {heading(
          t('form.title', { type: call.call_type_text, device: call.device_text_long || call.device_text_short }),
        )}
        {mayClose && <CloseCallButton call={call} />}
      </Group>
      <CallDetails call={call} />
      <Divider />
      <CallTrail call={call} />
      <CallRouting callId={call.id} />
    </Stack>
  );
}
