import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocalValue, parseDate, parseDateTime } from './date-format';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** `yyyy-MM-ddTHH:mm` (or `yyyy-MM-dd` without time) in local time, as a datetime-local input holds it; '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** A day only: dd.MM.yyyy. */
  dateOnly?: boolean;
};

/**
 * A date (and time) typed as the console writes it, dd.MM.yyyy HH:mm in every language (spec part 1 §9).
 * The browser's own date inputs write the browser's locale instead ("11/26/2026, 07:28 AM"), whatever the
 * console's language. The value keeps the datetime-local shape, so callers are unchanged. A text that is
 * not a date yet changes nothing; leaving the field with one says how to write it.
 */
export function DateTimeField({ value, onChange, dateOnly = false, error, onBlur, ...rest }: Props) {
  const { t } = useTranslation('common');
  const parse = dateOnly ? parseDate : parseDateTime;
  const [text, setText] = useState(() => formatLocalValue(value));
  const [heldValue, setHeldValue] = useState(value);
  const [left, setLeft] = useState(false);
  // A value set from outside (a reset, a preset range) replaces what is typed.
  if (value !== heldValue) {
    setHeldValue(value);
    if ((parse(text) ?? '') !== value) setText(formatLocalValue(value));
  }
  const format = t(dateOnly ? 'dateFormat.date' : 'dateFormat.dateTime');
  const unreadable = left && text.trim() !== '' && parse(text) === null;
  return (
    <TextInput
      {...rest}
      value={text}
      placeholder={format}
      inputMode="numeric"
      autoComplete="off"
      error={error ?? (unreadable ? t('dateFormat.invalid', { format }) : undefined)}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const parsed = next.trim() === '' ? '' : parse(next);
        if (parsed !== null && parsed !== value) {
          setHeldValue(parsed);
          onChange(parsed);
        }
      }}
    />
  );
}
