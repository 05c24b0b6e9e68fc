import { useMutation } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { CallCloseDocument } from '../../../generated/graphql';
import { CloseCallDialog } from './CloseCallDialog';

/**
 * Ends an open call from the console (closeCall, calllog::close_calls). The answer is the closed call
 * with its trail, which Apollo's cache puts into the form and the log's row.
 */
export function CloseCallButton({
  call,
}: {
  call: { id: number; device_text_long: string; device_text_short: string };
}) {
  const { t } = useTranslation('calllog');
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const [closeCall, { loading }] = useMutation(CallCloseDocument);
  const confirm = async () => {
    setFailed(false);
    try {
      await closeCall({ variables: { id: call.id } });
    } catch {
      setFailed(true);
      return;
    }
    setAsking(false);
    notify({ id: 'call-close', title: t('close.done') });
  };
  return (
    <>
      <Button color="red" variant="light" onClick={() => setAsking(true)}>
        {t('close.open')}
      </Button>
      <CloseCallDialog
        opened={asking}
        device={call.device_text_long || call.device_text_short}
        closing={loading}
        failed={failed}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAsking(false);
          setFailed(false);
        }}
      />
    </>
  );
}
