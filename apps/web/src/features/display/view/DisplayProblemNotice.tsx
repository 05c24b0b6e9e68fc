import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DisplayProblem } from './display-problem';

interface Props {
  problem: DisplayProblem;
  /** Signed-in users may pick other systems in the display settings. */
  onSettings: (() => void) | null;
}

/** What is wrong and what to do, in the display's language; the raw error stays in the browser's console. */
export function DisplayProblemNotice({ problem, onSettings }: Props) {
  const { t } = useTranslation('display');
  const color = problem === 'failed' ? 'red' : 'yellow';
  return (
    <Alert color={color} m="md" title={t(`unavailable.${problem}.title`)} role="alert" data-testid="display-problem">
      <Text size="sm">{t(`unavailable.${problem}.text`)}</Text>
      <Group gap="xs" mt="sm">
        {problem === 'notSetUp' && (
          <Button component="a" href="/setup" variant="light" color={color}>
            {t('unavailable.notSetUp.action')}
          </Button>
        )}
        {problem === 'notGranted' && onSettings && (
          <Button variant="light" color={color} onClick={onSettings}>
            {t('noSystems.action')}
          </Button>
        )}
        {problem === 'failed' && (
          <Button variant="light" color={color} onClick={() => window.location.reload()}>
            {t('common:actions.retry')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
