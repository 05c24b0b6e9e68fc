import { useQuery } from '@apollo/client/react';
import { Alert, Button, Drawer, Stack } from '@mantine/core';
import { hasPermission } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { CallDetailDocument } from '../../../generated/graphql';
import { CallDetails } from '../../call-log/form/CallDetails';
import { CallTrail } from '../../call-log/form/CallTrail';
import { CloseCallButton } from '../../call-log/form/CloseCallButton';
import { PwaLoading } from '../PwaPage';

/**
 * One call on the phone (`/pwa/overview/calls?call=ID`): a sheet over the list with the call form's own
 * query and parts — its fields, its trail, closing it where calllog::close_calls allows — in one column.
 * The routing explainer of the desktop form is left out: it is a table made for a wide screen.
 */
export function PwaCallSheet({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(['pwa', 'calllog']);
  const { principal } = useSession().situation;
  const query = useQuery(CallDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const call = query.data?.call;
  const title = call
    ? t('calllog:form.title', { type: call.call_type_text, device: call.device_text_long || call.device_text_short })
    : t('calllog:form.heading');

  const body = () => {
    if (!query.data) {
      if (query.error)
        return (
          <Alert color="red" role="alert" title={t('calllog:form.loadFailed')}>
            <Button mt="sm" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('calllog:list.retry')}
            </Button>
          </Alert>
        );
      return <PwaLoading label={t('calllog:form.loading')} />;
    }
    if (!call) return <Alert color="yellow">{t('calllog:form.notFound')}</Alert>;
    return (
      <Stack gap="lg">
        {!call.is_closed && hasPermission(principal, 'calllog::close_calls') && <CloseCallButton call={call} />}
        <CallDetails call={call} />
        <CallTrail call={call} />
      </Stack>
    );
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="bottom"
      size="92%"
      radius="md"
      title={title}
      closeButtonProps={{ 'aria-label': t('calls.closeDetails'), size: 'xl' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <div data-testid="pwa-call-sheet" data-call={id}>
        {body()}
      </div>
    </Drawer>
  );
}
