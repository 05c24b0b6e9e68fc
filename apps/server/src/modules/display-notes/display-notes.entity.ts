import { required, startBeforeEnd } from '@wardlight/domain';
import { displayNotes } from '../../db/schema/index';
import { oneOf } from '../config-edit/field-rules';
import { defineConsoleEntity } from '../console-entities/console-entity';
import { announceDisplayNotesChanged } from '../display/display-messages';

export const NOTE_COLORS = ['blue', 'green', 'red', 'yellow'] as const;

const timeOf = (value: Date | null | undefined) => (value ? new Date(value).getTime() : null);

/**
 * Display notes (spec part 1 §3, part 2 §3 DisplayNote): shown beside the calls of the system's displays,
 * which reload them on `displaynote.updated`. New notes go last; the sort screen orders them.
 */
export const displayNoteEntity = defineConsoleEntity(displayNotes, {
  entity: 'display_note',
  names: { one: 'displayNote', many: 'displayNotes', Singular: 'DisplayNote', Plural: 'DisplayNotes' },
  fields: ['title', 'text', 'color', 'active', 'display_date', 'display_from', 'display_until', 'sort_order'],
  search: ['title', 'text'],
  orderBy: 'sort_order',
  sortable: ['title', 'text', 'color', 'active', 'display_from', 'display_until'],
  sortField: 'sort_order',
  check(note, { issues }) {
    const title = note.title?.trim();
    required('title', title, issues);
    oneOf('color', note.color, NOTE_COLORS, issues);
    // Equal bounds are accepted (an empty window): the spec asks only that from not be after until.
    if (timeOf(note.display_from) !== timeOf(note.display_until))
      startBeforeEnd('display_until', note.display_from, note.display_until, issues);
    return { title, text: note.text?.trim() ?? '' };
  },
  announce: (messages, systemId) => announceDisplayNotesChanged(messages, systemId),
});
