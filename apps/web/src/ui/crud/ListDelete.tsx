import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { type EntityDefinition, type ListData, type RowOf, textPrefix } from './define-entity';
import { deleteErrorText } from './error-text';
import { useEntityMutations } from './useEntityMutations';

/** The list's delete button for the chosen rows, its confirmation and its notifications. */
export function ListDelete<TList extends ListData, TGet, TInput, V>(props: {
  entity: EntityDefinition<TList, TGet, TInput, V>;
  records: readonly RowOf<TList>[];
  onDeleted: () => void;
}) {
  const { entity, records } = props;
  const { t } = useTranslation('crud');
  const notify = useNotify();
  const mutations = useEntityMutations(entity);
  const [opened, setOpened] = useState(false);

  const confirm = async () => {
    try {
      await mutations.remove(records);
      notify({ id: `${entity.i18n.key}-delete`, title: t('notify.deleted', { n: records.length }) });
      props.onDeleted();
    } catch (error) {
      notify({
        id: `${entity.i18n.key}-delete`,
        type: 'error',
        title: t('notify.deleteFailed'),
        text: deleteErrorText(error, textPrefix(entity), t),
      });
    }
    setOpened(false);
  };

  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpened(true)}>
        {t('list.deleteSelected', { n: records.length })}
      </Button>
      <DeleteConfirmDialog
        opened={opened}
        records={records.map((r) => ({ id: r.id, name: entity.rowLabel(r) }))}
        deleting={mutations.deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setOpened(false)}
      />
    </>
  );
}
