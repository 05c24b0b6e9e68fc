import { IssueList, ipv4, isSha256Fingerprint, numberRule, required, timeOfDay } from '@wardlight/domain';
import {
  SystemParamCreateDocument,
  SystemParamDeleteDocument,
  type SystemParamFieldsFragment,
  SystemParamGetDocument,
  SystemParamListDocument,
  SystemParamUpdateDocument,
} from '../../../generated/graphql';
import { defineEntity } from '../../../ui/crud/define-entity';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { useSectionOptions } from '../config-edit/config-options';
import { MANAGE_SYSTEM } from '../config-edit/manage-system';
import { useLocaleOptions } from '../users/user-options';
import { LicenseNotice } from './LicenseNotice';
import { LinkStateBadge } from './LinkStateBadge';
import { LinkStatusPanel } from './LinkStatusPanel';
import { loadedSystemParamValues, SYSTEM_PARAM_DEFAULTS, systemParamInput } from './system-param-values';
import { WeekTimeInput } from './WeekTimeInput';

const TIMES = ['night_start', 'night_stop', 'call_suppression_time_start', 'call_suppression_time_end'] as const;

/**
 * Configurators (spec part 1 §3 "Configurator (system param)"): one per system, as many as the
 * licence's `systems` allows. The password is write-only: empty keeps the stored one.
 */
export const systemParamEntity = defineEntity({
  i18n: { ns: 'adminSystem', key: 'systemParams' },
  permissions: MANAGE_SYSTEM,
  documents: {
    list: SystemParamListDocument,
    get: SystemParamGetDocument,
    create: SystemParamCreateDocument,
    update: SystemParamUpdateDocument,
    delete: SystemParamDeleteDocument,
  },
  toValues: (p: SystemParamFieldsFragment) => loadedSystemParamValues(p),
  defaults: SYSTEM_PARAM_DEFAULTS,
  columns: [
    { key: 'id', sortable: true },
    { key: 'name', sortable: true },
    { key: 'ip', sortable: true },
    { key: 'version' },
    { key: 'link_state', render: (p) => <LinkStateBadge state={p.link_state} />, sortable: true },
  ],
  sortsOnServer: true,
  rowLabel: (p) => p.name,
  fields: [
    {
      name: 'license',
      kind: 'custom',
      visible: ({ mode }) => mode !== 'edit',
      render: (props) => <LicenseNotice {...props} />,
    },
    {
      name: 'link',
      kind: 'custom',
      visible: ({ mode }) => mode === 'edit',
      render: ({ value }) => value && <LinkStatusPanel status={value} />,
    },
    { name: 'name', kind: 'text', required: true, resetOnCopy: true },
    { name: 'ip', kind: 'text', required: true, resetOnCopy: true, hint: true },
    { name: 'tcp_port', kind: 'number', min: 1, max: 65535 },
    { name: 'username', kind: 'text' },
    { name: 'password', kind: 'password', hint: true },
    { name: 'tls', kind: 'checkbox', hint: true },
    { name: 'tls_fingerprint', kind: 'text', hint: true, visible: ({ values }) => values.tls },
    { name: 'display_language', kind: 'select', useOptions: useLocaleOptions },
    { name: 'dhcp', kind: 'checkbox' },
    { name: 'gateway', kind: 'text', visible: ({ values }) => !values.dhcp },
    { name: 'subnet', kind: 'text', visible: ({ values }) => !values.dhcp },
    { name: 'ntp_server', kind: 'text' },
    { name: 'timezone', kind: 'text' },
    { name: 'daylight_savings', kind: 'checkbox' },
    { name: 'night_start', kind: 'text', hint: true },
    { name: 'night_stop', kind: 'text' },
    { name: 'weekend_start', kind: 'custom', render: (props) => <WeekTimeInput {...props} /> },
    { name: 'weekend_stop', kind: 'custom', render: (props) => <WeekTimeInput {...props} /> },
    { name: 'auto_commit', kind: 'checkbox', hint: true },
    { name: 'call_suppression_enabled', kind: 'checkbox' },
    ...(['call_suppression_time_start', 'call_suppression_time_end'] as const).map((name) => ({
      name,
      kind: 'text' as const,
      visible: ({ values }: { values: { call_suppression_enabled: boolean } }) => values.call_suppression_enabled,
    })),
    {
      name: 'call_suppression_sections',
      kind: 'multiselect',
      useOptions: useSectionOptions,
      visible: ({ values }) => values.call_suppression_enabled,
    },
  ],
  toInput: (v) => systemParamInput(v),
  // The server's rules (system-params.definition.ts); the licence limit only the server knows for sure.
  validate: (v) => {
    const issues = new IssueList();
    required('name', v.name, issues);
    if (required('ip', v.ip, issues)) ipv4('ip', v.ip, issues);
    numberRule('tcp_port', v.tcp_port, { min: 1, max: 65535 }, issues);
    if (v.tls && v.tls_fingerprint.trim() && !isSha256Fingerprint(v.tls_fingerprint.trim())) {
      issues.add('tls_fingerprint', 'invalid_value');
    }
    if (!v.dhcp) for (const field of ['gateway', 'subnet'] as const) ipv4(field, v[field], issues);
    for (const field of TIMES) timeOfDay(field, v[field], issues);
    for (const field of ['weekend_start', 'weekend_stop'] as const) timeOfDay(field, v[field].time, issues);
    required('night_start', v.night_start, issues);
    required('night_stop', v.night_stop, issues);
    return issues.issues;
  },
});

export const { List: SystemParamListPage, Form: SystemParamForm } = entityScreens(systemParamEntity);
