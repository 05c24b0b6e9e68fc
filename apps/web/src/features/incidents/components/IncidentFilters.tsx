import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { INCIDENT_SEVERITIES, INCIDENT_STATES, INCIDENT_TYPES } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import { hasFilters, type IncidentQuery } from '../incident-params';

interface Option {
  id: number;
  name: string;
}

interface Props {
  query: IncidentQuery;
  sections: readonly Option[];
  assignees: readonly Option[];
  onChange: (next: IncidentQuery) => void;
}

/** Type, state, severity, section and assignee of the incident list (spec part 2 §2). */
export function IncidentFilters({ query, sections, assignees, onChange }: Props) {
  const { t } = useTranslation('incidents');
  const set = (part: Partial<IncidentQuery>) => onChange({ ...query, ...part, page: 1, incident: null });
  const pick = (
    label: string,
    data: { value: string; label: string }[],
    value: readonly string[],
    apply: (v: string[]) => void,
  ) => <MultiSelect label={label} data={data} value={[...value]} onChange={apply} clearable w={200} />;
  return (
    <Group align="flex-end" gap="md" role="search" aria-label={t('filters.label')}>
      {pick(
        t('filters.type'),
        INCIDENT_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) })),
        query.types,
        (types) => set({ types }),
      )}
      {pick(
        t('filters.state'),
        INCIDENT_STATES.map((v) => ({ value: v, label: t(`states.${v}`) })),
        query.states,
        (states) => set({ states }),
      )}
      {pick(
        t('filters.severity'),
        INCIDENT_SEVERITIES.map((v) => ({ value: v, label: t(`severities.${v}`) })),
        query.severities,
        (severities) => set({ severities }),
      )}
      {pick(
        t('filters.section'),
        sections.map((s) => ({ value: String(s.id), label: s.name })),
        query.sections.map(String),
        (values) => set({ sections: values.map(Number) }),
      )}
      <Select
        label={t('filters.assignee')}
        data={[
          { value: 'none', label: t('filters.nobody') },
          ...assignees.map((u) => ({ value: String(u.id), label: u.name })),
        ]}
        value={query.assignee || null}
        onChange={(assignee) => set({ assignee: assignee ?? '' })}
        clearable
        w={200}
      />
      {hasFilters(query) && (
        <Button
          variant="subtle"
          onClick={() => set({ types: [], states: [], severities: [], sections: [], assignee: '' })}
        >
          {t('filters.reset')}
        </Button>
      )}
    </Group>
  );
}
