import { filterDeviceText, IssueList, LONG_TEXT_MAX, longText, numberRule, required } from '@wardlight/domain';
import {
  CallSourceCreateDocument,
  CallSourceDeleteDocument,
  type CallSourceFieldsFragment,
  CallSourceGetDocument,
  CallSourceListDocument,
  CallSourceUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { EntityFormModal } from '../../../ui/crud/EntityFormModal';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { displayChar } from '../config-edit/config-rules';
import { ITEM_STATE_COLUMN } from '../config-edit/ItemStateBadge';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';
import { useCallSourceTextRequired } from './useCallSourceTextRequired';

/**
 * Call sources (spec part 1 §3): the number devices report, its text and one-character code. The text
 * is required unless the global settings allow empty names (`isTextRequired`).
 */
export const callSourceEntityFor = (isTextRequired: boolean) =>
  defineEntity({
    i18n: { ns: 'adminSystem', key: 'callSources' },
    permissions: MANAGE_SYSTEM,
    documents: {
      list: CallSourceListDocument,
      get: CallSourceGetDocument,
      create: CallSourceCreateDocument,
      update: CallSourceUpdateDocument,
      delete: CallSourceDeleteDocument,
    },
    toValues: (s: CallSourceFieldsFragment): { number: number | null; text: string; char: string } => ({
      number: s.number,
      text: s.text,
      char: s.char,
    }),
    defaults: { number: null, text: '', char: '' },
    columns: [{ key: 'number', sortable: true }, { key: 'text', sortable: true }, { key: 'char' }, ITEM_STATE_COLUMN],
    sortsOnServer: true,
    rowLabel: (s) => `${s.number} ${s.text}`.trim(),
    fields: [
      // The number is what devices report: unique, so a copy must get a new one.
      { name: 'number', kind: 'number', min: 0, max: 999, required: true, resetOnCopy: true },
      { name: 'text', kind: 'bytes', maxBytes: LONG_TEXT_MAX, hint: true, required: isTextRequired },
      // Spec part 1 §5 text filter: a device display shows the code upper-case, as typed here.
      { name: 'char', kind: 'bytes', maxBytes: 1, filter: filterDeviceText },
    ],
    toInput: (v) => ({ number: v.number, text: v.text.trim(), char: v.char }),
    // The server's rules (call-sources.definition.ts).
    validate: (v) => {
      const issues = new IssueList();
      if (required('number', v.number, issues)) numberRule('number', v.number, { min: 0, max: 999 }, issues);
      if (!isTextRequired || required('text', v.text, issues)) longText('text', v.text, issues);
      displayChar('char', v.char, issues);
      return issues.issues;
    },
  });

/** The declaration as lists and tests use it: the text left to the server's rule. */
export const callSourceEntity = callSourceEntityFor(false);
const textRequiredEntity = callSourceEntityFor(true);

export const { List: CallSourceListPage } = entityScreens(callSourceEntity);

/** The form of the `edit/:id?` route, requiring a text as the global settings say. */
export function CallSourceForm() {
  const isTextRequired = useCallSourceTextRequired();
  return <EntityFormModal entity={isTextRequired ? textRequiredEntity : callSourceEntity} />;
}
