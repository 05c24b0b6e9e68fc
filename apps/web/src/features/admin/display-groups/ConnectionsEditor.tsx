import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps, Option } from '../../../ui/crud/field-types';
import { RowsEditor } from '../../../ui/crud/RowsEditor';
import { useCallTypeOptions, useSectionOptions } from '../config-edit/config-options';

/** One row of the editor; a new row has no id until the server numbers it. */
export interface ConnectionValue {
  id: number | null;
  section_id: number | null;
  call_type_id: number | null;
}

function IdSelect(props: {
  label: string;
  options: readonly Option[];
  value: number | null;
  readOnly: boolean;
  onChange: (value: number | null) => void;
}) {
  return (
    <Select
      label={props.label}
      data={props.options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={props.value === null ? null : String(props.value)}
      readOnly={props.readOnly}
      searchable
      allowDeselect={false}
      onChange={(text) => props.onChange(text === null ? null : Number(text))}
      style={{ flex: 1 }}
    />
  );
}

/** The display group's connections (spec part 1 §3): which section's calls of which call type it shows. */
export function ConnectionsEditor({ value, onChange, readOnly, label, error }: CustomFieldProps<ConnectionValue[]>) {
  const { t } = useTranslation('adminSystem');
  const sections = useSectionOptions();
  const callTypes = useCallTypeOptions();
  return (
    <RowsEditor
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      legend={label}
      error={error}
      empty={t('displayGroups.connections.empty')}
      addLabel={t('displayGroups.connections.add')}
      removeLabel={(n) => t('displayGroups.connections.remove', { n })}
      blank={() => ({ id: null, section_id: null, call_type_id: null })}
      renderRow={(row, index, change) => (
        <>
          <IdSelect
            label={t('displayGroups.connections.section', { n: index + 1 })}
            options={sections}
            value={row.section_id}
            readOnly={readOnly}
            onChange={(section_id) => change({ section_id })}
          />
          <IdSelect
            label={t('displayGroups.connections.callType', { n: index + 1 })}
            options={callTypes}
            value={row.call_type_id}
            readOnly={readOnly}
            onChange={(call_type_id) => change({ call_type_id })}
          />
        </>
      )}
    />
  );
}
