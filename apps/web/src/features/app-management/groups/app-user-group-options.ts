import { useQuery } from '@apollo/client/react';
import { AppUserGroupOptionsDocument } from '../../../generated/graphql';
import type { Option } from '../../../ui/crud/field-types';

/** The system's app user groups as choices (cache-first, as the forms load their relations). */
export function useAppUserGroupOptions(): Option[] {
  const { data } = useQuery(AppUserGroupOptionsDocument, { fetchPolicy: 'cache-first' });
  return (data?.appUserGroups.items ?? []).map((g) => ({ value: g.id, label: g.name }));
}
