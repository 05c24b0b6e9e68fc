import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context';

/**
 * ADR 0021: a production server that trusts the repository's development licence key
 * (ALLOW_DEV_LICENSE_KEY=1) tells its administrators on every page; the server sends the flag to
 * them alone. Not dismissible: anyone can issue licence codes for this console while it shows.
 */
export function DevLicenseKeyAlert() {
  const { t } = useTranslation('shell');
  const { user, data } = useSession();
  if (!user || !data.appState.dev_license_key) return null;
  return (
    <Alert color="red" title={t('devLicenseKey.title')} mb="md" role="alert">
      <Text size="sm">{t('devLicenseKey.text')}</Text>
    </Alert>
  );
}
