import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Above the route modal it is asked in (the stack starts at 200). */
const Z_INDEX = 500;

interface Props {
  opened: boolean;
  device: string;
  closing: boolean;
  failed: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Close this call?" with the failure shown inside (spec part 2 §8: 'Der Ruf konnte nicht geschlossen werden'). */
export function CloseCallDialog({ opened, device, closing, failed, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('calllog');
  // Escape answers this question and must not also reach the modal stack, which would close the form.
  useWindowEvent(
    'keydown',
    (event) => {
      if (!opened || event.key !== 'Escape') return;
      event.preventDefault();
      onCancel();
    },
    { capture: true },
  );
  return (
    <Modal opened={opened} onClose={onCancel} closeOnEscape={false} zIndex={Z_INDEX} title={t('close.title')} centered>
      <Stack>
        <Text>{t('close.text', { device })}</Text>
        {failed && (
          <Alert color="red" role="alert">
            {t('close.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('close.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={closing}>
            {t('close.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
