import { httpUrl, IssueList, required } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import {
  AlertChannelCreateDocument,
  AlertChannelDeleteDocument,
  type AlertChannelFieldsFragment,
  AlertChannelGetDocument,
  AlertChannelListDocument,
  AlertChannelUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import type { Option } from '../../../ui/crud/field-types';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';
import { CONSOLE_NAME_MAX_BYTES, consoleName } from './console-rules';

/** The server's choices (alert-channels.entity.ts ALERT_CATEGORIES, ALERT_CLASSES). */
const CATEGORIES = ['care', 'tech'] as const;
const CLASSES = ['alert', 'critical', 'info'] as const;

function useChoices(group: 'category' | 'class', values: readonly string[]): Option[] {
  const { t } = useTranslation('adminDevices');
  return values.map((value) => ({ value, label: t(`alertChannels.${group}.${value}`) }));
}
const useCategoryOptions = () => useChoices('category', CATEGORIES);
const useClassOptions = () => useChoices('class', CLASSES);

function ChoiceLabel({ group, value }: { group: 'category' | 'class'; value: string }) {
  const { t } = useTranslation('adminDevices');
  return t(`alertChannels.${group}.${value}`, { defaultValue: value });
}

const DEFAULTS = {
  name: '',
  category: 'care',
  class: 'alert',
  outbound_enabled: false,
  outbound_url: '',
  outbound_can_reply: false,
  supports_phone_calls: false,
};

/**
 * Alert channels (spec part 1 §3 "Alert channel"): where alerts of a category (care, tech) and a
 * class (alert, critical, info) go. Sending outbound needs the URL it goes to (http or https).
 */
export const alertChannelEntity = defineEntity({
  i18n: { ns: 'adminDevices', key: 'alertChannels' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: AlertChannelListDocument,
    get: AlertChannelGetDocument,
    create: AlertChannelCreateDocument,
    update: AlertChannelUpdateDocument,
    delete: AlertChannelDeleteDocument,
  },
  toValues: (c: AlertChannelFieldsFragment) => ({
    name: c.name,
    category: c.category,
    class: c.class,
    outbound_enabled: c.outbound_enabled,
    outbound_url: c.outbound_url ?? '',
    outbound_can_reply: c.outbound_can_reply,
    supports_phone_calls: c.supports_phone_calls,
  }),
  defaults: DEFAULTS,
  columns: [
    { key: 'name', sortable: true },
    { key: 'category', render: (c) => <ChoiceLabel group="category" value={c.category} />, sortable: true },
    { key: 'class', render: (c) => <ChoiceLabel group="class" value={c.class} />, sortable: true },
    { key: 'outbound_url', sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (c) => c.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: CONSOLE_NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'category', kind: 'select', useOptions: useCategoryOptions, required: true },
    { name: 'class', kind: 'select', useOptions: useClassOptions, required: true },
    { name: 'outbound_enabled', kind: 'checkbox' },
    {
      name: 'outbound_url',
      kind: 'text',
      hint: true,
      required: true,
      visible: ({ values }) => values.outbound_enabled,
    },
    { name: 'outbound_can_reply', kind: 'checkbox' },
    { name: 'supports_phone_calls', kind: 'checkbox' },
  ],
  // A blank URL is stored as none (the server's optionalText).
  toInput: (v) => ({ ...v, name: v.name.trim(), outbound_url: v.outbound_url.trim() || null }),
  // The server's rules (alert-channels.entity.ts): with outbound sending the URL is required.
  validate: (v) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    if (!v.outbound_enabled || required('outbound_url', v.outbound_url, issues))
      httpUrl('outbound_url', v.outbound_url, issues);
    return issues.issues;
  },
});

export const { List: AlertChannelListPage, Form: AlertChannelForm } = entityScreens(alertChannelEntity);
