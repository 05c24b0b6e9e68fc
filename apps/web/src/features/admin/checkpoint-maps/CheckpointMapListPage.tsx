import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityList } from '../../../ui/crud/EntityList';
import { useEntityAccess } from '../../../ui/crud/useEntityAccess';
import { checkpointMapEntity } from './checkpoint-maps.entity';

/** The checkpoint map list with a way to the sort modal (`sort`, spec part 1 §2), as the call types'. */
export function CheckpointMapListPage() {
  const { t } = useTranslation('adminDevices');
  const { canWrite } = useEntityAccess(checkpointMapEntity);
  return (
    <Stack gap="xs">
      {canWrite && (
        <Group justify="flex-end">
          <Button component={Link} to="sort" variant="default" size="xs">
            {t('checkpointMaps.sort.open')}
          </Button>
        </Group>
      )}
      <EntityList entity={checkpointMapEntity} />
    </Stack>
  );
}
