import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesPhrase } from './confirm-phrase';

export interface DeleteConfirmDialogProps {
  opened: boolean;
  /** What is about to go, named as the user knows it. */
  records: readonly { id: number; name: string }[];
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Deleting needs the translated phrase typed (spec part 1 §5), so a stray click deletes nothing. */
export function DeleteConfirmDialog({ opened, records, deleting, onConfirm, onCancel }: DeleteConfirmDialogProps) {
  const { t } = useTranslation('crud');
  const [typed, setTyped] = useState('');
  const phrase = t('delete.phrase');
  const confirmed = matchesPhrase(typed, phrase);
  const close = () => {
    setTyped('');
    onCancel();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('delete.title', { n: records.length })} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmed || deleting) return;
          setTyped('');
          onConfirm();
        }}
      >
        <Stack>
          <Text>{t('delete.intro')}</Text>
          <List size="sm">
            {records.map((record) => (
              <List.Item key={record.id}>{record.name}</List.Item>
            ))}
          </List>
          <TextInput
            label={t('delete.prompt', { phrase })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={deleting}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
