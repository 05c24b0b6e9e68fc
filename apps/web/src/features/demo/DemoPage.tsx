import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { useWindowTitle } from '../../ui/useWindowTitle';
import { DemoConsole } from './DemoConsole';
import { DemoOffPage } from './DemoOffPage';
import { useDemoInfo } from './useDemoInfo';

/** `/demo` (spec part 2 §2 "Demo view"): public while demo mode is on, otherwise how to switch it on. */
export function DemoPage() {
  const { t } = useTranslation('demo');
  useWindowTitle(t('title'));
  const { info, failed } = useDemoInfo();
  if (failed)
    return (
      <Container size="sm" py="xl">
        {failed === 'noSystem' ? (
          <Alert color="yellow" role="alert" title={t('errors.noSystemTitle')}>
            {t('errors.noSystem')}
          </Alert>
        ) : (
          <Alert color="red" role="alert" title={t('errors.loadTitle')}>
            {t('errors.load')}
          </Alert>
        )}
      </Container>
    );
  if (!info) return <FullPageLoader />;
  if (!info.demo_mode) return <DemoOffPage />;
  return <DemoConsole layout={info.layout} />;
}
