import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityList } from '../../../ui/crud/EntityList';
import { useEntityAccess } from '../../../ui/crud/useEntityAccess';
import { callTypeEntity } from './call-types.entity';

/**
 * The call type list with a way to the sort modal (`sort`, spec part 1 §2). The kit's list has no
 * slot for extra page actions yet, so the button sits above it.
 */
export function CallTypeListPage() {
  const { t } = useTranslation('adminSystem');
  const { canWrite } = useEntityAccess(callTypeEntity);
  return (
    <Stack gap="xs">
      {canWrite && (
        <Group justify="flex-end">
          <Button component={Link} to="sort" variant="default" size="xs">
            {t('callTypes.sort.open')}
          </Button>
        </Group>
      )}
      <EntityList entity={callTypeEntity} />
    </Stack>
  );
}
