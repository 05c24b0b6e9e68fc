import { Text } from '@mantine/core';
import { CLIENT_VERSION } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';

export function VersionFoot() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" ta="center" component="footer">
      {t('version', { version: CLIENT_VERSION })}
    </Text>
  );
}
