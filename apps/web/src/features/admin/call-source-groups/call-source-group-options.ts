import { useQuery } from '@apollo/client/react';
import { useSession } from '../../../app/session/session-context';
import { CallSourceGroupOptionsDocument } from '../../../generated/graphql';
import type { Option } from '../../../ui/crud/field-types';

/**
 * The call source groups a user or role may be restricted to, for the multi-select of their forms;
 * cache-first, as a form loads its relations. With several systems a group is named with its
 * system in brackets, as the user form names systems.
 */
export function useCallSourceGroupOptions(): Option[] {
  const { data } = useQuery(CallSourceGroupOptionsDocument, { fetchPolicy: 'cache-first' });
  const systems = useSession().data.publicSystemParams;
  const systemName = (id: number) => systems.find((s) => s.id === id)?.name ?? String(id);
  return (data?.callSourceGroupOptions ?? []).map((group) => ({
    value: group.id,
    label: systems.length > 1 ? `${group.name} (${systemName(group.system_id)})` : group.name,
  }));
}
