import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOf } from '../../../app/routes/route-index';
import { useSession } from '../../../app/session/session-context';
import { finishRoute } from '../wizard-rules';
import type { StepProps } from './step-props';

/** Step 5: on to sync when a configurator is set, so its data comes in first; else the homepage. */
export function FinishedStep({ state }: StepProps) {
  const { t } = useTranslation('setup');
  const { data } = useSession();
  const target = finishRoute(state, data.appState.configurator_ip);
  return (
    <Stack align="flex-start">
      <Text>{t('finished.intro')}</Text>
      <Button component={Link} to={pathOf(target)}>
        {t(target === 'sync' ? 'finished.toSync' : 'finished.toHome')}
      </Button>
    </Stack>
  );
}
