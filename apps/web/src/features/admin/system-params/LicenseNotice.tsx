import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';

/**
 * How many configurators the licence allows (spec part 1 §5), shown on a new one; the server's
 * refusal beyond it (field `license`, key license_limit) is shown here too.
 */
export function LicenseNotice({ error }: { error: string | undefined }) {
  const { t } = useTranslation('adminSystem');
  const max = useSession().data.license.limits.systems;
  return (
    <Alert color={error ? 'red' : 'blue'} title={t('systemParams.license.title', { count: max })}>
      {error ?? t('systemParams.license.text')}
    </Alert>
  );
}
