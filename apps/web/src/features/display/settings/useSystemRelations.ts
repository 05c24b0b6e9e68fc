import { useQuery } from '@apollo/client/react';
import { DisplaySettingsRelationsDocument } from '../../../generated/graphql';
import { systemContext } from '../live/system-context';

/** Schedules and display groups of one system, asked with that system as context and never cached (spec part 2 §7). */
export function useSystemRelations(systemId: number) {
  const { data, error } = useQuery(DisplaySettingsRelationsDocument, {
    fetchPolicy: 'no-cache',
    context: systemContext(systemId),
  });
  return {
    schedules: data?.callDisplayRelations.schedules ?? [],
    displayGroups: data?.callDisplayRelations.displayGroups ?? [],
    failed: Boolean(error),
  };
}
