import { Checkbox, Select, Stack } from '@mantine/core';
import { isLocale, LOCALES } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import type { FontSize } from '../config/display-config';
import type { DisplayOptions } from './display-options';

const FONT_SIZES: readonly FontSize[] = ['normal', 'larger', 'largest'];

interface Props {
  value: DisplayOptions;
  onChange: (patch: Partial<DisplayOptions>) => void;
  /**
   * A profile holds every option and always a language. The address has no parameter for presences
   * or the tone, and may leave the language to the console.
   */
  forProfile: boolean;
  errors?: Readonly<Record<string, string>>;
}

export function ProfileOptions({ value, onChange, forProfile, errors = {} }: Props) {
  const { t } = useTranslation('displaySettings');
  const check = (key: 'videoStream' | 'fullscreen' | 'showPresences' | 'emergencyTone', label: string) => (
    <Checkbox
      label={label}
      checked={value[key]}
      onChange={(event) => onChange({ [key]: event.currentTarget.checked })}
    />
  );
  return (
    <Stack gap="sm">
      <Select
        label={t('options.locale')}
        data={LOCALES.map((locale) => ({ value: locale, label: t(`common:languages.${locale}`) }))}
        value={value.locale}
        onChange={(locale) => onChange({ locale: isLocale(locale) ? locale : null })}
        clearable={!forProfile}
        allowDeselect={!forProfile}
        placeholder={forProfile ? undefined : t('options.localeOfConsole')}
        error={errors.locale}
      />
      <Select
        label={t('options.fontSize')}
        data={FONT_SIZES.map((size) => ({ value: size, label: t(`options.fontSizes.${size}`) }))}
        value={value.fontSize}
        onChange={(size) => onChange({ fontSize: FONT_SIZES.find((s) => s === size) ?? 'normal' })}
        allowDeselect={false}
        error={errors.font_size}
      />
      {check('videoStream', t('options.videoStream'))}
      {check('fullscreen', t('options.fullscreen'))}
      {forProfile && check('showPresences', t('options.presences'))}
      {forProfile && check('emergencyTone', t('options.emergencyTone'))}
    </Stack>
  );
}
