import { TextInput, type TextInputProps } from '@mantine/core';
import { utf8Length } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { truncateToBytes } from './utf8';

export interface ByteLimitedInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  maxBytes: number;
  /** Shows how many bytes are left (spec part 1 §5, "optional remaining-character counter"). */
  withCounter?: boolean;
}

/** A text input that takes no more than `maxBytes` UTF-8 bytes; what does not fit is cut off. */
export function ByteLimitedInput({ value, onChange, maxBytes, withCounter = true, ...rest }: ByteLimitedInputProps) {
  const { t } = useTranslation('crud');
  const left = maxBytes - utf8Length(value);
  return (
    <TextInput
      {...rest}
      value={value}
      onChange={(event) => onChange(truncateToBytes(event.currentTarget.value, maxBytes))}
      rightSectionWidth={withCounter ? 72 : undefined}
      rightSection={
        withCounter ? (
          <span aria-live="polite" style={{ fontSize: 12 }}>
            {t('form.bytesLeft', { left })}
          </span>
        ) : undefined
      }
    />
  );
}
