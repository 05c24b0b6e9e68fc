import { Select, Stack, Text } from '@mantine/core';
import { isLocale, LOCALES } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { writeStoredLocale } from '../../../app/storage';
import type { StepProps } from './step-props';

/** Step 1: the language, applied to the whole interface at once. */
export function StartStep({ state, update }: StepProps) {
  const { t, i18n } = useTranslation('setup');
  const choose = (value: string | null) => {
    update({ language: value });
    if (isLocale(value)) {
      writeStoredLocale(value);
      void i18n.changeLanguage(value);
    }
  };
  return (
    <Stack>
      <Text>{t('start.intro')}</Text>
      <Select
        label={t('start.language')}
        data={LOCALES.map((locale) => ({ value: locale, label: t(`common:languages.${locale}`) }))}
        value={state.language}
        onChange={choose}
      />
    </Stack>
  );
}
