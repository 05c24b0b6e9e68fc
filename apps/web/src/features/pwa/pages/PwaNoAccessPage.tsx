import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PwaPage } from '../PwaPage';

/** Where a PWA page the user may not open leads (the server refuses its data too): said plainly. */
export function PwaNoAccessPage() {
  const { t } = useTranslation('pwa');
  return (
    <PwaPage title={t('noAccess.title')}>
      <Alert color="orange" role="alert" data-testid="pwa-no-access">
        {t('noAccess.text')}
      </Alert>
    </PwaPage>
  );
}
