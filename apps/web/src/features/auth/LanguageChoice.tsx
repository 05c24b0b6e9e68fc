import { NativeSelect } from '@mantine/core';
import { isLocale, LOCALES } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { writeVisitorLocale } from '../../app/storage';

/**
 * A visitor's own language on the login page: kept for this browser's next visits as the visitor's,
 * apart from the language of the users who sign in here (issue 14). Each language is named in itself.
 */
export function LanguageChoice() {
  const { t, i18n } = useTranslation('auth');
  return (
    <NativeSelect
      label={t('login.language')}
      size="xs"
      value={i18n.language}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`common:languages.${locale}`) }))}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (!isLocale(locale)) return;
        writeVisitorLocale(locale);
        void i18n.changeLanguage(locale);
      }}
    />
  );
}
