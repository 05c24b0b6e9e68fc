import { useMutation, useQuery } from '@apollo/client/react';
import {
  DisplayNoteListDocument,
  DisplayNoteSortDocument,
  DisplayNoteSortListDocument,
} from '../../../generated/graphql';
import { SortModal } from '../../../ui/crud/SortModal';
import { displayNoteEntity } from './display-notes.entity';

/** `admin.displaynotes.sort`: the order the displays show the notes in. */
export function DisplayNoteSortModal() {
  const query = useQuery(DisplayNoteSortListDocument, { fetchPolicy: 'network-only' });
  const [sort, sorting] = useMutation(DisplayNoteSortDocument, { refetchQueries: [DisplayNoteListDocument] });
  return (
    <SortModal
      entity={displayNoteEntity}
      rows={query.data?.displayNotes.items.map((row) => ({ id: row.id, label: row.title }))}
      loadFailed={Boolean(query.error)}
      save={(ids) => sort({ variables: { ids } })}
      saving={sorting.loading}
    />
  );
}
