import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseModal } from '../../../app/modal/useCloseModal';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  CheckpointMapListDocument,
  CheckpointMapSortDocument,
  CheckpointMapSortListDocument,
} from '../../../generated/graphql';
import { DownGlyph, UpGlyph } from '../../../ui/crud/glyphs';
import { useEntityAccess } from '../../../ui/crud/useEntityAccess';
import { moveItem } from '../call-types/move-item';
import { checkpointMapEntity } from './checkpoint-maps.entity';

type Row = { id: number; name: string };

/**
 * `admin.checkpointmaps.sort`: the order of the maps. Rows move by drag and drop or with the up and
 * down buttons; saving sends the ids in order (sortCheckpointMaps numbers them 1, 2, …).
 */
export function CheckpointMapSortModal() {
  const { t } = useTranslation('adminDevices');
  const close = useCloseModal();
  const notify = useNotify();
  const { canWrite } = useEntityAccess(checkpointMapEntity);
  const query = useQuery(CheckpointMapSortListDocument, { fetchPolicy: 'network-only' });
  const [order, setOrder] = useState<Row[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [sort, sorting] = useMutation(CheckpointMapSortDocument, { refetchQueries: [CheckpointMapListDocument] });
  const rows: Row[] = order ?? [...(query.data?.checkpointMaps.items ?? [])];
  const move = (from: number, to: number) => setOrder(moveItem(rows, from, to));

  const save = async () => {
    try {
      await sort({ variables: { ids: rows.map((r) => r.id) } });
    } catch {
      notify({ id: 'checkpointMaps-sort', type: 'error', title: t('checkpointMaps.sort.failed') });
      return;
    }
    notify({ id: 'checkpointMaps-sort', title: t('checkpointMaps.sort.saved') });
    close();
  };

  if (query.error) return <Alert color="red">{t('checkpointMaps.sort.loadFailed')}</Alert>;
  if (!query.data)
    return (
      <Center p="xl">
        <Loader aria-label={t('checkpointMaps.sort.loading')} />
      </Center>
    );
  return (
    <Stack>
      <Title order={3}>{t('checkpointMaps.sort.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('checkpointMaps.sort.hint')}
      </Text>
      <Stack gap={4} aria-label={t('checkpointMaps.sort.title')} role="list">
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
              <Text>{`${index + 1}. ${row.name}`}</Text>
              {canWrite && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={t('checkpointMaps.sort.up', { name: row.name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <UpGlyph />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={t('checkpointMaps.sort.down', { name: row.name })}
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
          {t('checkpointMaps.sort.cancel')}
        </Button>
        {canWrite && (
          <Button onClick={() => void save()} loading={sorting.loading} disabled={order === null}>
            {t('checkpointMaps.sort.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
