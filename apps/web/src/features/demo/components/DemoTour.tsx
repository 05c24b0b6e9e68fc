import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './demo.module.css';

/** The tour's steps, each pointing at a part of the page (its `data-tour`). Beyond the spec (issue 17). */
export const TOUR_STEPS = ['buttons', 'phones', 'display', 'menu', 'copy'] as const;
type TourStep = (typeof TOUR_STEPS)[number];

/** The marked part the step explains, outlined while the step shows (the copy link may be absent). */
function useHighlight(step: TourStep) {
  useEffect(() => {
    const target = document.querySelector(`[data-tour="${step}"]`);
    target?.setAttribute('data-tour-active', 'true');
    return () => target?.removeAttribute('data-tour-active');
  }, [step]);
}

/**
 * A guided tour of five steps for a visitor on their own: what to press, where it rings, where it
 * shows, how to start over, how to take it home. Not modal: the page stays usable, and it can be
 * skipped at any step.
 */
export function DemoTour({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('demo');
  const [index, setIndex] = useState(0);
  const step = TOUR_STEPS[index] ?? 'buttons';
  useHighlight(step);
  const last = index === TOUR_STEPS.length - 1;
  return (
    <Paper
      className={classes.tour}
      shadow="lg"
      p="lg"
      radius="md"
      withBorder
      role="dialog"
      aria-labelledby="demo-tour-title"
      aria-describedby="demo-tour-text"
    >
      <Text size="xs" c="dimmed">
        {t('tour.progress', { step: index + 1, count: TOUR_STEPS.length })}
      </Text>
      <Title order={2} size="h4" id="demo-tour-title" my="xs">
        {t(`tour.steps.${step}.title`)}
      </Title>
      <Text id="demo-tour-text" mb="md">
        {t(`tour.steps.${step}.text`)}
      </Text>
      <Group justify="space-between">
        <Button variant="subtle" onClick={onClose}>
          {t('tour.skip')}
        </Button>
        <Group gap="xs">
          {index > 0 && (
            <Button variant="default" onClick={() => setIndex(index - 1)}>
              {t('tour.back')}
            </Button>
          )}
          <Button onClick={() => (last ? onClose() : setIndex(index + 1))}>
            {last ? t('tour.done') : t('tour.next')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
