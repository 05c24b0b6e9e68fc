import { Button, Group, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Above the route modal it asks for (the stack starts at 200). */
const Z_INDEX = 500;

/** "Discard changes?" for a form whose closing was held back (useUnsavedChanges). */
export function UnsavedChangesDialog(props: { opened: boolean; onDiscard: () => void; onKeepEditing: () => void }) {
  const { t } = useTranslation('crud');
  // Escape answers this question, and must not also reach the modal stack, which would try to
  // close the form again; capturing on the window runs before the stack's listener.
  useWindowEvent(
    'keydown',
    (event) => {
      if (!props.opened || event.key !== 'Escape') return;
      event.preventDefault();
      props.onKeepEditing();
    },
    { capture: true },
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onKeepEditing}
      closeOnEscape={false}
      zIndex={Z_INDEX}
      title={t('unsaved.title')}
      centered
    >
      <Text>{t('unsaved.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onKeepEditing} data-autofocus>
          {t('unsaved.keep')}
        </Button>
        <Button color="red" onClick={props.onDiscard}>
          {t('unsaved.discard')}
        </Button>
      </Group>
    </Modal>
  );
}
