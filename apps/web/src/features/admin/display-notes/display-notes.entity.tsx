import { IssueList, required, startBeforeEnd } from '@wardlight/domain';
import {
  DisplayNoteCreateDocument,
  DisplayNoteDeleteDocument,
  type DisplayNoteFieldsFragment,
  DisplayNoteGetDocument,
  DisplayNoteListDocument,
  DisplayNoteUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import {
  DateTimeCell,
  DateTimeInput,
  fromLocalInput,
  isNoteColor,
  NoteColorCell,
  type NoteHeading,
  NoteHeadingInput,
  toLocalInput,
  YesNoCell,
} from './note-inputs';

interface NoteValues {
  /** Title and colour, which a preset fills together. */
  title: NoteHeading;
  text: string;
  active: boolean;
  display_date: boolean;
  /** datetime-local values; '' for an open end. */
  display_from: string;
  display_until: string;
}

/**
 * Display notes (spec part 1 §3, part 2 §3): shown beside the calls on the system's displays while
 * active and within their window. New notes go last; the sort modal (`admin.displaynotes.sort`)
 * orders them. Console-only: nothing is staged.
 */
export const displayNoteEntity = defineEntity({
  i18n: { ns: 'adminEntities', key: 'displayNotes' },
  permissions: { read: ['admin::manage_display_notes'], write: ['admin::manage_display_notes'] },
  documents: {
    list: DisplayNoteListDocument,
    get: DisplayNoteGetDocument,
    create: DisplayNoteCreateDocument,
    update: DisplayNoteUpdateDocument,
    delete: DisplayNoteDeleteDocument,
  },
  toValues: (n: DisplayNoteFieldsFragment): NoteValues => ({
    title: { title: n.title, color: isNoteColor(n.color) ? n.color : 'blue' },
    text: n.text,
    active: n.active,
    display_date: n.display_date,
    display_from: toLocalInput(n.display_from),
    display_until: toLocalInput(n.display_until),
  }),
  defaults: {
    title: { title: '', color: 'blue' },
    text: '',
    active: true,
    display_date: false,
    display_from: '',
    display_until: '',
  },
  columns: [
    { key: 'sort_order', sortable: true },
    { key: 'title', sortable: true },
    { key: 'text', sortable: true },
    { key: 'color', render: (n) => <NoteColorCell color={n.color} />, sortable: true },
    { key: 'active', render: (n) => <YesNoCell value={n.active} />, sortable: true },
    { key: 'display_from', render: (n) => <DateTimeCell iso={n.display_from} />, sortable: true },
    { key: 'display_until', render: (n) => <DateTimeCell iso={n.display_until} />, sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (n) => n.title,
  fields: [
    { name: 'title', kind: 'custom', render: (props) => <NoteHeadingInput {...props} /> },
    { name: 'text', kind: 'text', hint: true },
    { name: 'active', kind: 'checkbox' },
    { name: 'display_date', kind: 'checkbox', hint: true },
    { name: 'display_from', kind: 'custom', render: (props) => <DateTimeInput {...props} /> },
    { name: 'display_until', kind: 'custom', render: (props) => <DateTimeInput {...props} /> },
  ],
  toInput: (v) => ({
    title: v.title.title.trim(),
    color: v.title.color,
    text: v.text.trim(),
    active: v.active,
    display_date: v.display_date,
    display_from: fromLocalInput(v.display_from),
    display_until: fromLocalInput(v.display_until),
  }),
  // The server's rules (display-notes.entity.ts): equal bounds pass, only from after until is refused.
  validate: (v) => {
    const issues = new IssueList();
    required('title', v.title.title, issues);
    if (v.display_from !== v.display_until) startBeforeEnd('display_until', v.display_from, v.display_until, issues);
    return issues.issues;
  },
});

export const { Form: DisplayNoteForm } = entityScreens(displayNoteEntity);
