import { Group, Select } from '@mantine/core';
import { CALL_LOG_RANGES, type CallLogRange, isCallLogRange } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../ui/time/DateTimeField';
import type { LogQuery } from '../log-params';

type Range = Pick<LogQuery, 'range' | 'from' | 'to'>;

/** The spec's presets and a custom range from/to in the browser's wall time (spec part 2 §2). */
export function RangeFilter({ value, onChange }: { value: Range; onChange: (next: Range) => void }) {
  const { t } = useTranslation('calllog');
  const pick = (range: CallLogRange) => onChange({ range, from: value.from, to: value.to });
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label={t('filters.range')}
        data={CALL_LOG_RANGES.map((range) => ({ value: range, label: t(`ranges.${range}`) }))}
        value={value.range}
        onChange={(next) => {
          if (isCallLogRange(next)) pick(next);
        }}
        allowDeselect={false}
        w={210}
      />
      {value.range === 'custom' && (
        <>
          <DateTimeField
            label={t('filters.from')}
            value={value.from ?? ''}
            onChange={(from) => onChange({ ...value, from: from || null })}
          />
          <DateTimeField
            label={t('filters.to')}
            value={value.to ?? ''}
            onChange={(to) => onChange({ ...value, to: to || null })}
          />
        </>
      )}
    </Group>
  );
}
