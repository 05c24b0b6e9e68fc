import { Button, Group, Input, MultiSelect, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_STATES, type CallState, clearFilters, hasFilters, type LogQuery } from '../log-params';
import type { FilterOption } from '../useFilterOptions';
import { NodeFilter } from './NodeFilter';
import { RangeFilter } from './RangeFilter';
import { SettledMinutesInput, SettledTextInput } from './SettledInputs';

interface Props {
  query: LogQuery;
  options: { callTypes: FilterOption[]; sections: FilterOption[]; callSources: FilterOption[]; mayPickNodes: boolean };
  onChange: (next: LogQuery) => void;
}

const ids = (values: string[]) => values.map(Number);

/** Range, state, text, sections, call types, call sources, devices and duration bounds of the log. */
export function CallLogFilters({ query, options, onChange }: Props) {
  const { t } = useTranslation('calllog');
  const stateLabel = useId();
  const set = (part: Partial<LogQuery>) => onChange({ ...query, ...part });
  const pick = (label: string, data: FilterOption[], value: readonly number[], apply: (next: number[]) => void) => (
    <MultiSelect
      label={label}
      data={data}
      value={value.map(String)}
      onChange={(values) => apply(ids(values))}
      searchable
      clearable
      nothingFoundMessage={t('filters.nothingFound')}
      w={220}
    />
  );
  return (
    <Stack gap="xs" role="search" aria-label={t('filters.label')}>
      <Group align="flex-end" gap="md">
        <RangeFilter value={query} onChange={(range) => set(range)} />
        <Stack gap={4}>
          <Input.Label labelElement="div" id={stateLabel}>
            {t('filters.state')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby={stateLabel}
            value={query.state}
            onChange={(state) => set({ state: state as CallState })}
            data={CALL_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
          />
        </Stack>
        <SettledTextInput label={t('filters.text')} value={query.text} onSettle={(text) => set({ text })} />
      </Group>
      <Group align="flex-end" gap="md">
        {pick(t('filters.sections'), options.sections, query.sections, (sections) => set({ sections }))}
        {pick(t('filters.callTypes'), options.callTypes, query.callTypes, (callTypes) => set({ callTypes }))}
        {pick(t('filters.callSources'), options.callSources, query.callSources, (callSources) => set({ callSources }))}
        {options.mayPickNodes ? (
          <NodeFilter value={query.nodes} onChange={(nodes) => set({ nodes })} />
        ) : (
          query.nodes.length > 0 && (
            <Button variant="light" onClick={() => set({ nodes: [] })}>
              {t('filters.clearNodes', { count: query.nodes.length })}
            </Button>
          )
        )}
        <SettledMinutesInput
          label={t('filters.minMinutes')}
          value={query.minMinutes}
          onSettle={(minMinutes) => set({ minMinutes })}
        />
        <SettledMinutesInput
          label={t('filters.maxMinutes')}
          value={query.maxMinutes}
          onSettle={(maxMinutes) => set({ maxMinutes })}
        />
        {hasFilters(query) && (
          <Button variant="subtle" onClick={() => onChange(clearFilters(query))}>
            {t('filters.reset')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
