import { Alert, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLocalAddress } from './display-url';

export function DisplayUrlField({ url }: { url: string }) {
  const { t } = useTranslation('displaySettings');
  return (
    <>
      <TextInput label={t('url.label')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
      {isLocalAddress(url) && (
        <Alert color="yellow" role="note">
          {t('url.localWarning')}
        </Alert>
      )}
    </>
  );
}
