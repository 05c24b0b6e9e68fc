import { useQuery } from '@apollo/client/react';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAvailableSystems } from '../../../app/shell/system/useAvailableSystems';
import { AuditLogOptionsDocument } from '../../../generated/graphql';
import { DateTimeField } from '../../../ui/time/DateTimeField';

export interface AuditFilterValues {
  user: string | null;
  system: string | null;
  entity: string | null;
  action: string | null;
  /** datetime-local values ('' for none), as DateTimeField holds them. */
  from: string;
  to: string;
  search: string;
}

export const NO_FILTER: AuditFilterValues = {
  user: null,
  system: null,
  entity: null,
  action: null,
  from: '',
  to: '',
  search: '',
};

/** The filter as the API takes it; local times become instants. */
export function auditFilterInput(v: AuditFilterValues) {
  const instant = (local: string) => (local ? new Date(local).toISOString() : null);
  return {
    user_id: v.user ? Number(v.user) : null,
    system_id: v.system ? Number(v.system) : null,
    entity: v.entity,
    action: v.action,
    from: instant(v.from),
    to: instant(v.to),
    search: v.search.trim() || null,
  };
}

/** User, system, entity, action, time range and text: the values that occur in the reader's entries. */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilterValues;
  onChange: (v: AuditFilterValues) => void;
}) {
  const { t } = useTranslation('systemAdmin');
  const options = useQuery(AuditLogOptionsDocument).data?.auditLogOptions;
  const systems = useAvailableSystems();
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t('audit.filters.title')}>
      <Select
        label={t('audit.filters.user')}
        clearable
        searchable
        data={(options?.users ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        value={value.user}
        onChange={(user) => set({ user })}
      />
      <Select
        label={t('audit.filters.system')}
        clearable
        data={systems.map((s) => ({ value: String(s.id), label: s.name }))}
        value={value.system}
        onChange={(system) => set({ system })}
      />
      <Select
        label={t('audit.filters.entity')}
        clearable
        searchable
        data={(options?.entities ?? []).map((e) => ({
          value: e,
          label: t(`audit.entities.${e}`, { defaultValue: e }),
        }))}
        value={value.entity}
        onChange={(entity) => set({ entity })}
      />
      <Select
        label={t('audit.filters.action')}
        clearable
        data={(options?.actions ?? []).map((a) => ({ value: a, label: t(`audit.actions.${a}`, { defaultValue: a }) }))}
        value={value.action}
        onChange={(action) => set({ action })}
      />
      <DateTimeField label={t('audit.filters.from')} value={value.from} onChange={(from) => set({ from })} />
      <DateTimeField label={t('audit.filters.to')} value={value.to} onChange={(to) => set({ to })} />
      <TextInput
        label={t('audit.filters.search')}
        value={value.search}
        onChange={(e) => set({ search: e.currentTarget.value })}
      />
    </Group>
  );
}
