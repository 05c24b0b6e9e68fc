import { Select, Stack, Text, TextInput } from '@mantine/core';
import { isLocale, LOCALES } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-context';
import { writeVisitorLocale } from '../../../app/storage';
import type { StepProps } from './step-props';

/**
 * Step 1: the language, applied to the whole interface at once, and the setup code when the wizard
 * runs on another computer than the server (ADR 0021).
 */
export function StartStep({ state, update }: StepProps) {
  const { t, i18n } = useTranslation('setup');
  const codeRequired = useSession().data.appState.setup_code_required;
  const choose = (value: string | null) => {
    update({ language: value });
    if (isLocale(value)) {
      // Nobody is signed in yet: the choice is this browser's visitor language (issue 14).
      writeVisitorLocale(value);
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
      {codeRequired && (
        <TextInput
          label={t('start.code')}
          description={t('start.codeHint')}
          value={state.setupCode}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => update({ setupCode: e.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
