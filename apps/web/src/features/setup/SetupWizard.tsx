import { Button, Card, Center, Group, Stack, Title } from '@mantine/core';
import { isLocale } from '@wardlight/domain';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { pathOf } from '../../app/routes/route-index';
import { useSession } from '../../app/session/session-context';
import { useWindowTitle } from '../../ui/useWindowTitle';
import { isLocalSetup } from './local-setup';
import { ProgressDots } from './ProgressDots';
import { ConfiguratorStep } from './steps/ConfiguratorStep';
import { FinishedStep } from './steps/FinishedStep';
import { LicenseStep } from './steps/LicenseStep';
import { StartStep } from './steps/StartStep';
import type { StepProps } from './steps/step-props';
import { UserStep } from './steps/UserStep';
import { canGoNext, INITIAL_STATE, type StepId, showsPrev, type WizardState, wizardSteps } from './wizard-rules';

const STEP_VIEWS: Record<StepId, ComponentType<StepProps>> = {
  start: StartStep,
  license: LicenseStep,
  configurator: ConfiguratorStep,
  user: UserStep,
  finished: FinishedStep,
};

/** The five-step first-time setup (spec part 1 §2). `hostname` is injectable for tests. */
export function SetupWizard({ hostname = window.location.hostname }: { hostname?: string }) {
  const { t, i18n } = useTranslation('setup');
  const session = useSession();
  const steps = useMemo(() => wizardSteps(isLocalSetup(hostname)), [hostname]);
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<WizardState>(() => ({
    ...INITIAL_STATE,
    language: isLocale(i18n.language) ? i18n.language : null,
  }));
  useWindowTitle(t('title'));

  // Setup done and nobody signed in: this is an installed console, not a new one.
  if (session.data.appState.setup_time && !session.user) return <Navigate to={pathOf('login')} replace />;

  const step = steps[index] ?? 'start';
  const View = STEP_VIEWS[step];
  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));

  return (
    <Center mih="100vh" p="md">
      <Card withBorder shadow="sm" padding="lg" w="100%" maw={560}>
        <Stack>
          <Group justify="space-between">
            <Title order={2}>{t(`${step}.title`)}</Title>
            <ProgressDots count={steps.length} current={index} />
          </Group>
          <View state={state} update={update} />
          <Group justify="space-between">
            {showsPrev(index) ? (
              <Button variant="default" onClick={() => setIndex(index - 1)}>
                {t('prev')}
              </Button>
            ) : (
              <span />
            )}
            {index < steps.length - 1 && (
              <Button
                disabled={!canGoNext(step, state, session.data.appState.setup_code_required)}
                onClick={() => setIndex(index + 1)}
              >
                {t('next')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
