import { useMemo } from 'react';
import { useSession } from '../../session/session-context';
import { availableSystems } from './available-systems';

export function useAvailableSystems(): { id: number; name: string }[] {
  const { data, situation } = useSession();
  return useMemo(
    () => availableSystems(situation.principal, data.publicSystemParams),
    [situation.principal, data.publicSystemParams],
  );
}
