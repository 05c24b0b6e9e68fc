import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityList } from '../../../ui/crud/EntityList';
import { useEntityAccess } from '../../../ui/crud/useEntityAccess';
import { displayNoteEntity } from './display-notes.entity';

/** The note list with a way to the sort modal (`sort`), as the call types have it. */
export function DisplayNoteListPage() {
  const { t } = useTranslation('adminEntities');
  const { canWrite } = useEntityAccess(displayNoteEntity);
  return (
    <Stack gap="xs">
      {canWrite && (
        <Group justify="flex-end">
          <Button component={Link} to="sort" variant="default" size="xs">
            {t('displayNotes.sort.open')}
          </Button>
        </Group>
      )}
      <EntityList entity={displayNoteEntity} />
    </Stack>
  );
}
