import { skipToken, useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { SectionScheduleLockDocument } from '../../../generated/graphql';
import { formTarget } from '../../../ui/crud/form-target';

const NONE: readonly string[] = [];

/**
 * The interconnections locking the schedules of the section the form edits; none for a new section or
 * a copy (a new section belongs to no interconnection), and none until the server has answered.
 */
export function useScheduleLock(): readonly string[] {
  const params = useParams();
  const location = useLocation();
  const target = formTarget(params.id, location.state);
  const query = useQuery(
    SectionScheduleLockDocument,
    target.mode === 'edit' ? { variables: { id: target.id }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  return query.data?.section?.schedule_locked_by ?? NONE;
}
