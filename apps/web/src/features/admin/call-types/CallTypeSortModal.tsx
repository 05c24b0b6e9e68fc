import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseModal } from '../../../app/modal/useCloseModal';
import { useNotify } from '../../../app/notifications/notifications-context';
import { CallTypeListDocument, CallTypeSortDocument, CallTypeSortListDocument } from '../../../generated/graphql';
import { DownGlyph, UpGlyph } from '../../../ui/crud/glyphs';
import { useEntityAccess } from '../../../ui/crud/useEntityAccess';
import { callTypeEntity } from './call-types.entity';
import { moveItem } from './move-item';

type Row = { id: number; name: string };

/**
 * `admin.calltypes.sort`: the order calls are shown in. Rows move by drag and drop or with the up and
 * down buttons; saving sends the ids in order (sortCallTypes numbers them 1, 2, …).
 */
export function CallTypeSortModal() {
  const { t } = useTranslation('adminSystem');
  const close = useCloseModal();
  const notify = useNotify();
  const { canWrite } = useEntityAccess(callTypeEntity);
  const query = useQuery(CallTypeSortListDocument, { fetchPolicy: 'network-only' });
  const [order, setOrder] = useState<Row[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [sort, sorting] = useMutation(CallTypeSortDocument, { refetchQueries: [CallTypeListDocument] });
  const rows: Row[] = order ?? [...(query.data?.callTypes.items ?? [])];
  const move = (from: number, to: number) => setOrder(moveItem(rows, from, to));

  const save = async () => {
    try {
      await sort({ variables: { ids: rows.map((r) => r.id) } });
    } catch {
      notify({ id: 'callTypes-sort', type: 'error', title: t('callTypes.sort.failed') });
      return;
    }
    notify({ id: 'callTypes-sort', title: t('callTypes.sort.saved') });
    close();
  };

  if (query.error) return <Alert color="red">{t('callTypes.sort.loadFailed')}</Alert>;
  if (!query.data)
    return (
      <Center p="xl">
        <Loader aria-label={t('callTypes.sort.loading')} />
      </Center>
    );
  return (
    <Stack>
      <Title order={3}>{t('callTypes.sort.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('callTypes.sort.hint')}
      </Text>
      <Stack gap={4} aria-label={t('callTypes.sort.title')} role="list">
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
                    aria-label={t('callTypes.sort.up', { name: row.name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <UpGlyph />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={t('callTypes.sort.down', { name: row.name })}
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
          {t('callTypes.sort.cancel')}
        </Button>
        {canWrite && (
          <Button onClick={() => void save()} loading={sorting.loading} disabled={order === null}>
            {t('callTypes.sort.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
