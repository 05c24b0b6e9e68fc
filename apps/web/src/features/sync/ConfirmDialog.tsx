import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  color?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before a step that cannot be taken back (committing, discarding). */
export function ConfirmDialog({ opened, title, text, confirmLabel, cancelLabel, color, onConfirm, onCancel }: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={color} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
