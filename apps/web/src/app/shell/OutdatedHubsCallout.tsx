import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpenNamed } from '../guards/guard';
import { pathOf } from '../routes/route-index';
import { useSession } from '../session/session-context';
import { sessionFlag } from './session-flag';

const dismissed = sessionFlag('outdated_hubs_dismissed');

/**
 * Hubs whose data is outdated (spec part 1 §2, Shell): for signed-in users outside demo mode, with
 * a link to the hub list for those who manage the system. Dismissed, it stays away for the session.
 */
export function OutdatedHubsCallout() {
  const { t } = useTranslation('shell');
  const { user, data, situation } = useSession();
  const [hidden, setHidden] = useState(dismissed.read);
  const hubs = data.appState.outdated_hubs;
  if (!user || hidden || hubs.length === 0 || data.appState.features.demo_mode) return null;
  return (
    <Alert
      color="yellow"
      title={t('outdatedHubs.title')}
      withCloseButton
      closeButtonLabel={t('common:actions.dismiss')}
      onClose={() => {
        dismissed.set();
        setHidden(true);
      }}
      mb="md"
    >
      <Stack gap={4} align="flex-start">
        <Text size="sm">{t('outdatedHubs.text', { names: hubs.map((h) => h.name).join(', ') })}</Text>
        {canOpenNamed('hubList', situation) && (
          <Anchor component={Link} to={pathOf('hubList')} size="sm">
            {t('outdatedHubs.link')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
