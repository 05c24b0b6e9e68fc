import { Checkbox, MultiSelect, NumberInput, PasswordInput, Select, TagsInput, TextInput } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { ByteLimitedInput } from './ByteLimitedInput';
import type { Option, RuntimeField } from './field-types';

export interface FieldInputProps {
  field: RuntimeField;
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
  label: string;
  description: string | undefined;
  error: string | undefined;
}

/** Mantine's selects speak strings; the options keep the value's own type (ids stay numbers). */
function OptionsInput({
  useOptions,
  multiple,
  clearable,
  value,
  onChange,
  ...common
}: {
  useOptions: () => readonly Option[];
  multiple: boolean;
  clearable?: boolean | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  description: string | undefined;
  error: string | undefined;
  readOnly: boolean;
  required: boolean | undefined;
}) {
  const options = useOptions();
  const data = options.map((o) => ({ value: String(o.value), label: o.label }));
  const back = (text: string) => options.find((o) => String(o.value) === text)?.value;
  if (multiple) {
    const selected = (value as readonly (string | number)[]).map(String);
    return (
      <MultiSelect
        {...common}
        data={data}
        value={selected}
        searchable
        onChange={(texts) => onChange(texts.map(back).filter((v) => v !== undefined))}
      />
    );
  }
  return (
    <Select
      {...common}
      data={data}
      value={value === null ? null : String(value)}
      allowDeselect={false}
      clearable={clearable ?? false}
      onChange={(text) => onChange(text === null ? null : (back(text) ?? null))}
    />
  );
}

/**
 * One declared field as its input. The declaration's types tie each kind to the value's type
 * (FieldDecl), so the casts below only restate what it already checked.
 */
function FieldInputView({ field, value, onChange, ...props }: FieldInputProps): ReactNode {
  const common = { ...props, required: field.required };
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={value as string}
          onChange={(e) => onChange(field.filter ? field.filter(e.currentTarget.value) : e.currentTarget.value)}
        />
      );
    case 'password':
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          value={value as string}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'bytes':
      return (
        <ByteLimitedInput
          {...common}
          maxBytes={field.maxBytes}
          value={value as string}
          onChange={(next) => onChange(field.filter ? field.filter(next) : next)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          {...(field.min !== undefined ? { min: field.min } : {})}
          {...(field.max !== undefined ? { max: field.max } : {})}
          value={(value as number | null) ?? ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={props.label}
          description={props.description}
          error={props.error}
          checked={value as boolean}
          disabled={props.readOnly}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <OptionsInput
          {...common}
          useOptions={field.useOptions}
          multiple={false}
          clearable={field.clearable}
          value={value}
          onChange={onChange}
        />
      );
    case 'multiselect':
      return <OptionsInput {...common} useOptions={field.useOptions} multiple value={value} onChange={onChange} />;
    case 'emails':
      return (
        <TagsInput
          {...common}
          splitChars={[',', ';', ' ']}
          acceptValueOnBlur
          value={value as string[]}
          onChange={onChange}
        />
      );
    case 'custom':
      return field.render({
        value: value as never,
        onChange,
        readOnly: props.readOnly,
        label: props.label,
        error: props.error,
      });
  }
}

/** Memoised: typing in one field re-renders that field only (given a stable `onChange` per field). */
export const FieldInput = memo(FieldInputView);
