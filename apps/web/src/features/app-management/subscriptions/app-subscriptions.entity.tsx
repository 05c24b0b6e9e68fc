import { useQuery } from '@apollo/client/react';
import { Badge } from '@mantine/core';
import { IssueList, numberRule, required } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import {
  AppSubscriptionCreateDocument,
  AppSubscriptionDeleteDocument,
  type AppSubscriptionFieldsFragment,
  AppSubscriptionGetDocument,
  AppSubscriptionListDocument,
  AppSubscriptionUpdateDocument,
  AppUserOptionsDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import type { Option } from '../../../ui/crud/field-types';
import { OptionLabel } from '../../admin/config-edit/config-options';
import { useTreeNodeChoices } from '../groups/NodePriorityEditor';

/** The server's range (app-user-groups.entity.ts NODE_PRIORITY). */
const PRIORITY = { min: 1, max: 99 };

function useAppUserOptions(): Option[] {
  const { data } = useQuery(AppUserOptionsDocument, { fetchPolicy: 'cache-first' });
  return (data?.appUsers.items ?? []).map((u) => ({
    value: u.id,
    label: u.display_name ? `${u.display_name} (${u.name})` : u.name,
  }));
}

function Confirmed({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation('appManagement');
  return (
    <Badge color={confirmed ? 'green' : 'yellow'} variant="light">
      {t(confirmed ? 'subscriptions.confirmed.yes' : 'subscriptions.confirmed.no')}
    </Badge>
  );
}

/**
 * Subscriptions (spec part 2 §2 App management "subscriptions", ADR 0031): an app user answers first for a
 * node and the devices below it, by priority (1 first); with confirmation required only confirmed ones
 * count. Offered only while the app settings enable subscriptions (the route's `appSetting`).
 */
export const appSubscriptionEntity = defineEntity({
  i18n: { ns: 'appManagement', key: 'subscriptions' },
  permissions: { read: ['app::manage_subscriptions'], write: ['app::manage_subscriptions'] },
  documents: {
    list: AppSubscriptionListDocument,
    get: AppSubscriptionGetDocument,
    create: AppSubscriptionCreateDocument,
    update: AppSubscriptionUpdateDocument,
    delete: AppSubscriptionDeleteDocument,
  },
  toValues: (s: AppSubscriptionFieldsFragment) => ({
    app_user_id: s.app_user_id as number | null,
    node_id: s.node_id as number | null,
    priority: s.priority as number | null,
    confirmed: s.confirmed,
  }),
  defaults: { app_user_id: null, node_id: null, priority: 1, confirmed: false },
  columns: [
    { key: 'app_user_id', render: (s) => <OptionLabel useOptions={useAppUserOptions} value={s.app_user_id} /> },
    {
      key: 'node_id',
      render: (s) => <OptionLabel useOptions={useTreeNodeChoices} value={s.node_id} />,
      sortable: true,
    },
    { key: 'priority', sortable: true },
    { key: 'confirmed', render: (s) => <Confirmed confirmed={s.confirmed} />, sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (s) => `${s.app_user_id} / ${s.node_id}`,
  fields: [
    { name: 'app_user_id', kind: 'select', useOptions: useAppUserOptions, required: true },
    { name: 'node_id', kind: 'select', useOptions: useTreeNodeChoices, required: true, hint: true },
    { name: 'priority', kind: 'number', min: PRIORITY.min, max: PRIORITY.max, required: true, hint: true },
    { name: 'confirmed', kind: 'checkbox', hint: true },
  ],
  toInput: (v) => ({
    app_user_id: v.app_user_id ?? 0,
    node_id: v.node_id ?? 0,
    priority: v.priority ?? 0,
    confirmed: v.confirmed,
  }),
  // The server's rules (app-subscriptions.entity.ts); one per user and node is checked there.
  validate: (v) => {
    const issues = new IssueList();
    required('app_user_id', v.app_user_id, issues);
    required('node_id', v.node_id, issues);
    if (required('priority', v.priority, issues)) numberRule('priority', v.priority, PRIORITY, issues);
    return issues.issues;
  },
});
