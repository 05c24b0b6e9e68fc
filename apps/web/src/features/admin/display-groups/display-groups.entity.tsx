import { IssueList, noDuplicates } from '@wardlight/domain';
import {
  DisplayGroupCreateDocument,
  DisplayGroupDeleteDocument,
  type DisplayGroupFieldsFragment,
  DisplayGroupGetDocument,
  DisplayGroupListDocument,
  DisplayGroupUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { configuratorName, NAME_MAX_BYTES } from '../config-edit/config-rules';
import { ITEM_STATE_COLUMN } from '../config-edit/ItemStateBadge';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';
import { ConnectionsEditor, type ConnectionValue } from './ConnectionsEditor';

/**
 * Display groups (spec part 1 §3): the calls (section and call type) a display shows. Connection
 * ids are the configurator's; kept ones are sent back, new ones numbered by the server.
 */
export const displayGroupEntity = defineEntity({
  i18n: { ns: 'adminSystem', key: 'displayGroups' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: DisplayGroupListDocument,
    get: DisplayGroupGetDocument,
    create: DisplayGroupCreateDocument,
    update: DisplayGroupUpdateDocument,
    delete: DisplayGroupDeleteDocument,
  },
  toValues: (g: DisplayGroupFieldsFragment) => ({
    name: g.name,
    connections: g.connections.map(
      (c): ConnectionValue => ({ id: c.id, section_id: c.section_id, call_type_id: c.call_type_id }),
    ),
  }),
  defaults: { name: '', connections: [] },
  columns: [
    { key: 'name', sortable: true },
    { key: 'connections', render: (g) => g.connections.length, sortable: true },
    ITEM_STATE_COLUMN,
  ],
  sortsOnServer: true,
  rowLabel: (g) => g.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'connections', kind: 'custom', render: (props) => <ConnectionsEditor {...props} /> },
  ],
  toInput: (v, mode) => ({
    name: v.name.trim(),
    // A copy is a new group: its connections are numbered afresh.
    connections: v.connections.map((c) => ({
      ...(c.id !== null && mode === 'edit' ? { id: c.id } : {}),
      section_id: c.section_id ?? 0,
      call_type_id: c.call_type_id ?? 0,
    })),
  }),
  // The server's rules (display-groups.definition.ts), reported on the editor as a whole.
  validate: (v) => {
    const issues = new IssueList();
    configuratorName(v.name, issues);
    if (v.connections.some((c) => c.section_id === null || c.call_type_id === null))
      issues.add('connections', 'required');
    const repeats = new IssueList();
    noDuplicates('connections', v.connections, (c) => `${c.section_id}/${c.call_type_id}`, repeats);
    if (!repeats.ok) issues.add('connections', 'duplicate');
    return issues.issues;
  },
});

export const { List: DisplayGroupListPage, Form: DisplayGroupForm } = entityScreens(displayGroupEntity);
