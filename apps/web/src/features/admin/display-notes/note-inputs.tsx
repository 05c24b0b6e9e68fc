import { useQuery } from '@apollo/client/react';
import { ColorSwatch, Group, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayNotePresetsDocument } from '../../../generated/graphql';
import type { CustomFieldProps } from '../../../ui/crud/field-types';
import { DateTimeField } from '../../../ui/time/DateTimeField';
import { formatDateTime } from '../../../ui/time/date-format';

/** The colours the server accepts (display-notes.entity.ts NOTE_COLORS); Mantine has all four. */
export const NOTE_COLORS = ['blue', 'green', 'red', 'yellow'] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];
export const isNoteColor = (value: string): value is NoteColor => (NOTE_COLORS as readonly string[]).includes(value);

/** Title and colour edit together, so that a preset (spec part 2 §9) can fill both. */
export interface NoteHeading {
  title: string;
  color: NoteColor;
}

/**
 * The note's title and colour, with the presets above them: picking one fills both (the title in
 * the user's language, as the server names it). The note keeps what was filled, edited or not.
 */
export function NoteHeadingInput({ value, onChange, readOnly, label, error }: CustomFieldProps<NoteHeading>) {
  const { t } = useTranslation('adminEntities');
  const { data } = useQuery(DisplayNotePresetsDocument, { fetchPolicy: 'cache-first' });
  const presets = (data?.displayNotePresets ?? []).filter((p) => isNoteColor(p.color));
  const [preset, setPreset] = useState<string | null>(null);
  const pick = (key: string | null) => {
    setPreset(key);
    const chosen = presets.find((p) => p.key === key);
    if (chosen) onChange({ title: chosen.title, color: chosen.color as NoteColor });
  };
  return (
    <Stack gap="xs">
      {!readOnly && (
        <Select
          label={t('displayNotes.preset')}
          placeholder={t('displayNotes.presetPlaceholder')}
          data={presets.map((p) => ({ value: p.key, label: p.title }))}
          value={preset}
          onChange={pick}
        />
      )}
      <TextInput
        label={label}
        required
        value={value.title}
        readOnly={readOnly}
        error={error}
        onChange={(event) => onChange({ ...value, title: event.currentTarget.value })}
      />
      <Radio.Group
        label={t('displayNotes.fields.color')}
        value={value.color}
        onChange={(color) => isNoteColor(color) && onChange({ ...value, color })}
      >
        <Group mt={4}>
          {NOTE_COLORS.map((color) => (
            <Radio
              key={color}
              value={color}
              color={color}
              disabled={readOnly}
              label={t(`displayNotes.colors.${color}`)}
            />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An API time as the value of a datetime-local input (the browser's time zone); '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as the API's DateTime; null leaves the window open on that side. */
export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);

export function DateTimeInput({ value, onChange, readOnly, label, error }: CustomFieldProps<string>) {
  return <DateTimeField label={label} value={value} readOnly={readOnly} error={error} onChange={onChange} />;
}

/** A list cell: the colour as a swatch with its name. */
export function NoteColorCell({ color }: { color: string }) {
  const { t } = useTranslation('adminEntities');
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={`var(--mantine-color-${color}-6)`} size={14} />
      {isNoteColor(color) ? t(`displayNotes.colors.${color}`) : color}
    </Group>
  );
}

/** A list cell: yes or no. */
export function YesNoCell({ value }: { value: boolean }) {
  const { t } = useTranslation('adminEntities');
  return value ? t('yes') : t('no');
}

/** A list cell: a time as the console writes it (dd.MM.yyyy HH:mm), empty for none. */
export function DateTimeCell({ iso }: { iso: string | null }) {
  return formatDateTime(iso) || null;
}
