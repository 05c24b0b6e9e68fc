import { useTransportQuery } from '../../../app/connection/transport-context';
import { DisplaySettingsRelationsDocument } from '../../../generated/transport';

/** Schedules and display groups of one system, asked with that system as context and never cached (spec part 2 §7). */
export function useSystemRelations(systemId: number) {
  const { data, error } = useTransportQuery(DisplaySettingsRelationsDocument, {}, { system: systemId });
  return {
    schedules: data?.callDisplayRelations.schedules ?? [],
    displayGroups: data?.callDisplayRelations.displayGroups ?? [],
    failed: Boolean(error),
  };
}
