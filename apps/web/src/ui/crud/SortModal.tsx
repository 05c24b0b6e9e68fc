import { ActionIcon, Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseModal } from '../../app/modal/useCloseModal';
import { useNotify } from '../../app/notifications/notifications-context';
import type { EntityDefinition, ListData } from './define-entity';
import { DownGlyph, UpGlyph } from './glyphs';
import { moveItem } from './move-item';
import { useEntityAccess } from './useEntityAccess';

export interface SortRow {
  id: number;
  /** What the row is called on the list and in its buttons' labels. */
  label: string;
}

/**
 * The order of an entity's rows (call types, checkpoint maps, display notes): rows move by drag and drop
 * or with the up and down buttons; saving sends the ids in order (the server numbers them 1, 2, …).
 * Its texts are the entity's `<key>.sort.*` (title, hint, up, down, save, cancel, saved, failed, loading,
 * loadFailed); only users who may change the entity move rows.
 */
export function SortModal<TList extends ListData, TGet, TInput, V>(props: {
  entity: EntityDefinition<TList, TGet, TInput, V>;
  /** The rows in their current order; undefined while they load. */
  rows: readonly SortRow[] | undefined;
  loadFailed: boolean;
  save: (ids: number[]) => Promise<unknown>;
  saving: boolean;
}) {
  const { ns, key } = props.entity.i18n;
  const { t } = useTranslation(ns);
  const text = (name: string, values?: Record<string, string>) => t(`${key}.sort.${name}`, values ?? {});
  const close = useCloseModal();
  const notify = useNotify();
  const { canWrite } = useEntityAccess(props.entity);
  const [order, setOrder] = useState<SortRow[] | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const rows: readonly SortRow[] = order ?? props.rows ?? [];
  const move = (from: number, to: number) => setOrder(moveItem(rows, from, to));

  const save = async () => {
    try {
      await props.save(rows.map((r) => r.id));
    } catch {
      notify({ id: `${key}-sort`, type: 'error', title: text('failed') });
      return;
    }
    notify({ id: `${key}-sort`, title: text('saved') });
    close();
  };

  if (props.loadFailed) return <Alert color="red">{text('loadFailed')}</Alert>;
  if (!props.rows)
    return (
      <Center p="xl">
        <Loader aria-label={text('loading')} />
      </Center>
    );
  return (
    <Stack>
      <Title order={3}>{text('title')}</Title>
      <Text size="sm" c="dimmed">
        {text('hint')}
      </Text>
      <Stack gap={4} aria-label={text('title')} role="list">
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
              <Text>{`${index + 1}. ${row.label}`}</Text>
              {canWrite && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={text('up', { name: row.label })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <UpGlyph />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={text('down', { name: row.label })}
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
          {text('cancel')}
        </Button>
        {canWrite && (
          <Button onClick={() => void save()} loading={props.saving} disabled={order === null}>
            {text('save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
