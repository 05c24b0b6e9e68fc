import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Why the schedules are read-only (spec part 1 §4 editing locks), above them in the section form. */
export function ScheduleLockNotice({ label, names }: { label: string; names: readonly string[] }) {
  const { t } = useTranslation('adminSystem');
  return (
    <Alert color="yellow" title={label}>
      {t('sections.lock.text', { names: names.join(', ') })}
    </Alert>
  );
}
