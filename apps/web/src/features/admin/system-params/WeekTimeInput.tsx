import { Group, Input, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../../ui/crud/field-types';
import type { WeekTime } from './week-time';

const DAYS = [0, 1, 2, 3, 4, 5, 6];

/** A weekday and a time, for the start and end of the weekend window. */
export function WeekTimeInput({ value, onChange, readOnly, label, error }: CustomFieldProps<WeekTime>) {
  const { t } = useTranslation('adminSystem');
  return (
    <Input.Wrapper label={label} error={error}>
      <Group grow>
        <Select
          aria-label={t('systemParams.weekTime.day', { field: label })}
          data={DAYS.map((day) => ({ value: String(day), label: t(`weekdays.${day}`) }))}
          value={String(value.day)}
          readOnly={readOnly}
          allowDeselect={false}
          onChange={(day) => onChange({ ...value, day: Number(day ?? value.day) })}
        />
        <TextInput
          aria-label={t('systemParams.weekTime.time', { field: label })}
          value={value.time}
          readOnly={readOnly}
          error={Boolean(error)}
          onChange={(event) => onChange({ ...value, time: event.currentTarget.value })}
        />
      </Group>
    </Input.Wrapper>
  );
}
