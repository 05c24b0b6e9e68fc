import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../../ui/crud/field-types';
import { RowsEditor } from '../../../ui/crud/RowsEditor';
import { useRoleOptions } from '../../admin/users/user-options';
import type { MappingValue } from './ldap-form';

/** Role mapping (spec part 1 §3 LDAP): a value of the roles attribute, and the role it gives. */
export function RoleMappingEditor({ value, onChange, readOnly, label, error }: CustomFieldProps<MappingValue[]>) {
  const { t } = useTranslation('ldapLogs');
  const roles = useRoleOptions();
  return (
    <RowsEditor
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      legend={label}
      error={error}
      empty={t('ldap.mapping.empty')}
      addLabel={t('ldap.mapping.add')}
      removeLabel={(n) => t('ldap.mapping.remove', { n })}
      blank={() => ({ ldap_value: '', role_id: null })}
      renderRow={(row, index, change) => (
        <>
          <TextInput
            label={t('ldap.mapping.value', { n: index + 1 })}
            value={row.ldap_value}
            readOnly={readOnly}
            onChange={(event) => change({ ldap_value: event.currentTarget.value })}
            style={{ flex: 2 }}
          />
          <Select
            label={t('ldap.mapping.role', { n: index + 1 })}
            data={roles.map((o) => ({ value: String(o.value), label: o.label }))}
            value={row.role_id === null ? null : String(row.role_id)}
            readOnly={readOnly}
            searchable
            allowDeselect={false}
            onChange={(text) => change({ role_id: text === null ? null : Number(text) })}
            style={{ flex: 1 }}
          />
        </>
      )}
    />
  );
}
