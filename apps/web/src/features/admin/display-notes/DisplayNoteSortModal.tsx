import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseModal } from '../../../app/modal/useCloseModal';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  DisplayNoteListDocument,
  DisplayNoteSortDocument,
  DisplayNoteSortListDocument,
} from '../../../generated/graphql';
import { DownGlyph, UpGlyph } from '../../../ui/crud/glyphs';
import { useEntityAccess } from '../../../ui/crud/useEntityAccess';
import { moveItem } from '../call-types/move-item';
import { displayNoteEntity } from './display-notes.entity';

type Row = { id: number; title: string };

/**
 * `admin.displaynotes.sort`: the order the displays show the notes in. Rows move by drag and drop or
 * with the up and down buttons; saving sends the ids in order (sortDisplayNotes numbers them 1, 2, …).
 */
export function DisplayNoteSortModal() {
  const { t } = useTranslation('adminEntities');
  const close = useCloseModal();
  const notify = useNotify();
  const { canWrite } = useEntityAccess(displayNoteEntity);
  const query = useQuery(DisplayNoteSortListDocument, { fetchPolicy: 'network-only' });
  const [order, setOrder] = useState<Row[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [sort, sorting] = useMutation(DisplayNoteSortDocument, { refetchQueries: [DisplayNoteListDocument] });
  const rows: Row[] = order ?? [...(query.data?.displayNotes.items ?? [])];
  const move = (from: number, to: number) => setOrder(moveItem(rows, from, to));

  const save = async () => {
    try {
      await sort({ variables: { ids: rows.map((r) => r.id) } });
    } catch {
      notify({ id: 'displayNotes-sort', type: 'error', title: t('displayNotes.sort.failed') });
      return;
    }
    notify({ id: 'displayNotes-sort', title: t('displayNotes.sort.saved') });
    close();
  };

  if (query.error) return <Alert color="red">{t('displayNotes.sort.loadFailed')}</Alert>;
  if (!query.data)
    return (
      <Center p="xl">
        <Loader aria-label={t('displayNotes.sort.loading')} />
      </Center>
    );
  return (
    <Stack>
      <Title order={3}>{t('displayNotes.sort.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('displayNotes.sort.hint')}
      </Text>
      <Stack gap={4} aria-label={t('displayNotes.sort.title')} role="list">
        {rows.map((row, index) => (
          <Paper
            key={row.id}
            role="listitem"
            withBorder
            p="xs"
            draggable={canWrite}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => dragged !== null && move(dragged, index)}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text>{`${index + 1}. ${row.title}`}</Text>
              {canWrite && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={t('displayNotes.sort.up', { name: row.title })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <UpGlyph />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={t('displayNotes.sort.down', { name: row.title })}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <DownGlyph />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('displayNotes.sort.cancel')}
        </Button>
        {canWrite && (
          <Button onClick={() => void save()} loading={sorting.loading} disabled={order === null}>
            {t('displayNotes.sort.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
