import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { SPECIAL_CODES } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import {
  ConfigOptionCallTypesDocument,
  ConfigOptionDisplayGroupsDocument,
  ConfigOptionSchedulesDocument,
  ConfigOptionSectionsDocument,
} from '../../../generated/graphql';
import type { Option } from '../../../ui/crud/field-types';

type NamedList = Record<string, { items: readonly { id: number; name: string }[] }>;

/** The records of one option query; cache-first, as the spec loads a form's relations (part 1 §7). */
function useNamed(document: TypedDocumentNode<NamedList, Record<string, never>>): Option[] {
  const { data } = useQuery(document, { fetchPolicy: 'cache-first' });
  const list = data ? Object.values(data)[0] : undefined;
  return (list?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
}

export const useSectionOptions = () => useNamed(ConfigOptionSectionsDocument);
export const useCallTypeOptions = () => useNamed(ConfigOptionCallTypesDocument);
/** The display groups themselves, without the configurator's codes (for lists of groups). */
export const useNamedDisplayGroupOptions = () => useNamed(ConfigOptionDisplayGroupsDocument);

/** Real schedules, then the configurator's codes: 20 all day, 255 none (spec part 2 §3). */
export function useScheduleOptions(): Option[] {
  const { t } = useTranslation('adminSystem');
  return [
    ...useNamed(ConfigOptionSchedulesDocument),
    { value: SPECIAL_CODES.allDay, label: t('codes.allDay') },
    { value: SPECIAL_CODES.none, label: t('codes.none') },
  ];
}

/** Real display groups, then the codes 253 (the display's sections), 254 (all) and 255 (none). */
export function useDisplayGroupOptions(): Option[] {
  const { t } = useTranslation('adminSystem');
  return [
    ...useNamed(ConfigOptionDisplayGroupsDocument),
    { value: SPECIAL_CODES.section, label: t('codes.section') },
    { value: SPECIAL_CODES.all, label: t('codes.all') },
    { value: SPECIAL_CODES.none, label: t('codes.none') },
  ];
}

/** The label of an id in a list cell, from the same options the form offers. */
export function OptionLabel({ useOptions, value }: { useOptions: () => readonly Option[]; value: number | null }) {
  const label = useOptions().find((o) => o.value === value)?.label;
  return label ?? (value === null ? '' : String(value));
}
