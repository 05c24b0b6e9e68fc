import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  appClientServerUrl,
  CONSOLE_NAME_MAX_BYTES,
  consoleNameRule as consoleName,
  IssueList,
  PHONE_PERMISSIONS,
} from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import {
  AppClientCreateDocument,
  AppClientDeleteDocument,
  type AppClientFieldsFragment,
  AppClientGetDocument,
  AppClientListDocument,
  AppClientUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import type { Option } from '../../../ui/crud/field-types';
import { formatDateTime } from '../../../ui/time/date-format';
import { type Pairing, PairingPanel } from './PairingPanel';

function usePermissionOptions(): Option[] {
  const { t } = useTranslation('appManagement');
  return PHONE_PERMISSIONS.map((p) => ({ value: p, label: t(`clients.permissions.${p}`) }));
}

function StateText({ state }: { state: string }) {
  const { t } = useTranslation('appManagement');
  const known = state === 'paired' || state === 'revoked' ? state : 'unpaired';
  return <>{t(`clients.states.${known}`)}</>;
}

function Connected({ connected }: { connected: boolean }) {
  const { t } = useTranslation('appManagement');
  return (
    <Badge color={connected ? 'green' : 'gray'} variant="light">
      {t(connected ? 'clients.connected.yes' : 'clients.connected.no')}
    </Badge>
  );
}

/** The share of the last 14 days the phone was connected (spec part 2 §4: tooltip window 14 days). */
function Reachability({ value }: { value: number }) {
  const { t } = useTranslation('appManagement');
  const text = `${new Intl.NumberFormat('de-CH', { maximumFractionDigits: 1 }).format(value)} %`;
  return (
    <Tooltip label={t('clients.reachabilityWindow')} openDelay={200}>
      <span>
        {text}
        <VisuallyHidden>{` ${t('clients.reachabilityWindow')}`}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

const pairingOf = (c: AppClientFieldsFragment): Pairing => ({
  id: c.id,
  state: c.state,
  server_url: c.server_url,
  pairing_token: c.pairing_token ?? null,
  pairing_expires_at: c.pairing_expires_at ?? null,
  paired_at: c.paired_at ?? null,
});

/**
 * App clients (spec part 2 §2 App management, §3 App client, §4 states): the staff phones with their
 * state, connection, last contact, reachability over 14 days and who is signed in. A new one is unpaired;
 * its form shows the QR code to pair it, a new code on request, and unpairs a paired one.
 */
export const appClientEntity = defineEntity({
  i18n: { ns: 'appManagement', key: 'clients' },
  permissions: { read: ['app::manage_devices'], write: ['app::manage_devices'] },
  documents: {
    list: AppClientListDocument,
    get: AppClientGetDocument,
    create: AppClientCreateDocument,
    update: AppClientUpdateDocument,
    delete: AppClientDeleteDocument,
  },
  toValues: (c: AppClientFieldsFragment) => ({
    name: c.name,
    phone_number: c.phone_number,
    server_url: c.server_url,
    permissions: [...c.permissions],
    pairing: pairingOf(c) as Pairing | null,
  }),
  defaults: {
    name: '',
    phone_number: '',
    server_url: '',
    permissions: [...PHONE_PERMISSIONS] as string[],
    pairing: null,
  },
  columns: [
    { key: 'name', sortable: true },
    { key: 'state', render: (c) => <StateText state={c.state} />, sortable: true },
    { key: 'is_connected', render: (c) => <Connected connected={c.is_connected} /> },
    { key: 'last_contact_at', render: (c) => formatDateTime(c.last_contact_at), sortable: true },
    { key: 'phone_number', sortable: true },
    { key: 'reachability', render: (c) => <Reachability value={c.reachability} /> },
    { key: 'app_user', render: (c) => c.app_user?.display_name || c.app_user?.name || '' },
  ],
  sortsOnServer: true,
  rowLabel: (c) => c.name,
  fields: [
    { name: 'name', kind: 'bytes', maxBytes: CONSOLE_NAME_MAX_BYTES, required: true, resetOnCopy: true },
    { name: 'phone_number', kind: 'text' },
    { name: 'server_url', kind: 'text', required: true, hint: true },
    { name: 'permissions', kind: 'multiselect', useOptions: usePermissionOptions, hint: true },
    {
      name: 'pairing',
      kind: 'custom',
      visible: ({ mode }) => mode === 'edit',
      render: (props) => <PairingPanel {...props} />,
    },
  ],
  toInput: (v) => ({
    name: v.name.trim(),
    phone_number: v.phone_number.trim(),
    server_url: v.server_url.trim(),
    permissions: v.permissions,
  }),
  // The server's rules (app-clients.entity.ts); the licence's limit is checked there.
  validate: (v) => {
    const issues = new IssueList();
    consoleName(v.name, issues);
    appClientServerUrl(v.server_url, issues);
    return issues.issues;
  },
});

export const { List: AppClientListPage, Form: AppClientForm } = entityScreens(appClientEntity);
