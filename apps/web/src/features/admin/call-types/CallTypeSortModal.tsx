import { useMutation, useQuery } from '@apollo/client/react';
import { CallTypeListDocument, CallTypeSortDocument, CallTypeSortListDocument } from '../../../generated/graphql';
import { SortModal } from '../../../ui/crud/SortModal';
import { callTypeEntity } from './call-types.entity';

/** `admin.calltypes.sort`: the order calls are shown in. */
export function CallTypeSortModal() {
  const query = useQuery(CallTypeSortListDocument, { fetchPolicy: 'network-only' });
  const [sort, sorting] = useMutation(CallTypeSortDocument, { refetchQueries: [CallTypeListDocument] });
  return (
    <SortModal
      entity={callTypeEntity}
      rows={query.data?.callTypes.items.map((row) => ({ id: row.id, label: row.name }))}
      loadFailed={Boolean(query.error)}
      save={(ids) => sort({ variables: { ids } })}
      saving={sorting.loading}
    />
  );
}
