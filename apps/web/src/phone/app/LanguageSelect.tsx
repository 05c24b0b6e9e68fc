import { Input } from '@mantine/core';
import { isLocale, LOCALES } from '@wardlight/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneServices } from './phone-services';

/**
 * The phone's language, kept in its storage partition: each simulated phone may speak its own. A native
 * select (the phone's own picker), without Mantine's combobox code on the phone's load.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('phone');
  const { storage } = usePhoneServices();
  const id = useId();
  return (
    <Input.Wrapper label={t('language')} labelElement="label" id={id}>
      <Input
        component="select"
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const locale = event.currentTarget.value;
          if (!isLocale(locale)) return;
          storage.write('locale', locale);
          void i18n.changeLanguage(locale);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`languages.${locale}`)}
          </option>
        ))}
      </Input>
    </Input.Wrapper>
  );
}
