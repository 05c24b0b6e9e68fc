import { IssueList, ipv4, required } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import {
  HubCreateDocument,
  HubDeleteDocument,
  type HubFieldsFragment,
  HubGetDocument,
  HubListDocument,
  HubUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import type { Option } from '../../../ui/crud/field-types';
import { formatDateTime } from '../../../ui/time/date-format';
import { configuratorName, NAME_MAX_BYTES } from '../config-edit/config-rules';
import { ITEM_STATE_COLUMN } from '../config-edit/ItemStateBadge';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';

function useHubTypeOptions(): Option[] {
  const { t } = useTranslation('adminSystem');
  return ['Radio', 'Wired'].map((value) => ({ value, label: t(`hubs.types.${value}`) }));
}

/**
 * Hubs (spec part 1 §3 "Hub"): name, IPv4 address and type. Status and last sync are what the
 * hardware reports; the list shows them, nobody edits them.
 */
export const hubEntity = defineEntity({
  i18n: { ns: 'adminSystem', key: 'hubs' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: HubListDocument,
    get: HubGetDocument,
    create: HubCreateDocument,
    update: HubUpdateDocument,
    delete: HubDeleteDocument,
  },
  toValues: (h: HubFieldsFragment) => ({ name: h.name, ip: h.ip, type: h.type }),
  defaults: { name: '', ip: '', type: 'Radio' },
  columns: [
    { key: 'name', sortable: true },
    { key: 'ip', sortable: true },
    { key: 'type', sortable: true },
    { key: 'status', sortable: true },
    { key: 'last_sync', render: (h) => formatDateTime(h.last_sync), sortable: true },
    ITEM_STATE_COLUMN,
  ],
  sortsOnServer: true,
  rowLabel: (h) => h.name,
  fields: [
    // Name and address are unique per system, so a copy starts without them.
    { name: 'name', kind: 'bytes', maxBytes: NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'ip', kind: 'text', required: true, resetOnCopy: true, hint: true },
    { name: 'type', kind: 'select', useOptions: useHubTypeOptions, required: true },
  ],
  toInput: (v) => ({ name: v.name.trim(), ip: v.ip.trim(), type: v.type }),
  // The server's rules (hubs.definition.ts).
  validate: (v) => {
    const issues = new IssueList();
    configuratorName(v.name, issues);
    if (required('ip', v.ip, issues)) ipv4('ip', v.ip, issues);
    required('type', v.type, issues);
    return issues.issues;
  },
});

export const { Form: HubForm } = entityScreens(hubEntity);
