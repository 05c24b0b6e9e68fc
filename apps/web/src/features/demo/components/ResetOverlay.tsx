import { Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RESET_STEPS, type ResetStep } from '../useDemoReset';
import classes from './demo.module.css';

/** Blocks the whole screen while the demo resets, with the step it is at (spec part 2 §4). */
export function ResetOverlay(props: { step: ResetStep }) {
  const { t } = useTranslation('demo');
  const index = RESET_STEPS.indexOf(props.step);
  return (
    <div className={classes.blocker} role="alertdialog" aria-modal="true" aria-labelledby="demo-reset-title">
      <Paper p="xl" shadow="md" radius="md" miw={320}>
        <Stack align="center">
          <Loader />
          <Text fw={700} id="demo-reset-title">
            {t('reset.progressTitle')}
          </Text>
          <Progress
            value={((index + 1) / RESET_STEPS.length) * 100}
            w="100%"
            aria-label={t('reset.progressLabel', { step: index + 1, count: RESET_STEPS.length })}
          />
          <Text size="sm" role="status">
            {t(`reset.steps.${props.step}`)}
          </Text>
        </Stack>
      </Paper>
    </div>
  );
}
