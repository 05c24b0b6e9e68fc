import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '../../../ui/page/PageScaffold';
import { RestartServerPanel } from '../backups/RestartServerPanel';
import { CleanupPanel } from './CleanupPanel';
import { ReloadClientsPanel } from './ReloadClientsPanel';

/** `/admin/maintenance` (spec part 1 §2 tools and cleanup): reload every client, restart, clean up old records. */
export function MaintenancePage() {
  const { t } = useTranslation('nav');
  return (
    <PageScaffold title={t('menu.pages.maintenance')}>
      <Stack gap="xl">
        <ReloadClientsPanel />
        <Divider />
        <RestartServerPanel />
        <Divider />
        <CleanupPanel />
      </Stack>
    </PageScaffold>
  );
}
