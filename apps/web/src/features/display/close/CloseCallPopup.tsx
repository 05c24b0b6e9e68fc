import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CloseState } from './useCloseCall';

interface Props {
  state: CloseState;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before ending a call at its device, and says so here when the call did not close. */
export function CloseCallPopup({ state, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('display');
  const { call } = state;
  const loading = state.status === 'loading';
  return (
    <Modal
      opened={state.status !== 'idle'}
      onClose={onCancel}
      title={t('call.popups.close.title')}
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      closeButtonProps={{ 'aria-label': t('call.popups.close.cancel') }}
    >
      <Stack>
        {call && (
          <Text>
            {t('call.popups.close.question', {
              device: call.device_text_long || call.device_text_short,
              type: call.call_type_text,
            })}
          </Text>
        )}
        {state.failed && (
          <Alert color="red" role="alert">
            {t('call.popups.close.error')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {t('call.popups.close.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {t('call.popups.close.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
