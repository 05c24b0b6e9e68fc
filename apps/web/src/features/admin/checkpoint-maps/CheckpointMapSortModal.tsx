import { useMutation, useQuery } from '@apollo/client/react';
import {
  CheckpointMapListDocument,
  CheckpointMapSortDocument,
  CheckpointMapSortListDocument,
} from '../../../generated/graphql';
import { SortModal } from '../../../ui/crud/SortModal';
import { checkpointMapEntity } from './checkpoint-maps.entity';

/** `admin.checkpointmaps.sort`: the order of the maps. */
export function CheckpointMapSortModal() {
  const query = useQuery(CheckpointMapSortListDocument, { fetchPolicy: 'network-only' });
  const [sort, sorting] = useMutation(CheckpointMapSortDocument, { refetchQueries: [CheckpointMapListDocument] });
  return (
    <SortModal
      entity={checkpointMapEntity}
      rows={query.data?.checkpointMaps.items.map((row) => ({ id: row.id, label: row.name }))}
      loadFailed={Boolean(query.error)}
      save={(ids) => sort({ variables: { ids } })}
      saving={sorting.loading}
    />
  );
}
