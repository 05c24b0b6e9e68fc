import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWindowTitle } from '../../ui/useWindowTitle';

export function AccessDeniedPage() {
  const { t } = useTranslation('errors');
  useWindowTitle(t('accessDenied.title'));
  return (
    <Container size="sm" py="xl">
      <Alert color="yellow" title={t('accessDenied.title')}>
        {t('accessDenied.body')}
      </Alert>
    </Container>
  );
}
