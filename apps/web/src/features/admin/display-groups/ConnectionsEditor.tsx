import { ActionIcon, Button, Fieldset, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps, Option } from '../../../ui/crud/field-types';
import { useCallTypeOptions, useSectionOptions } from '../config-edit/config-options';
import { RemoveGlyph } from '../config-edit/glyphs';

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
  const change = (index: number, patch: Partial<ConnectionValue>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Fieldset legend={label}>
      <Stack gap="xs">
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('displayGroups.connections.empty')}
          </Text>
        )}
        {value.map((row, index) => (
          // Rows have no stable key of their own until saved; the position is what the user edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} align="flex-end" wrap="nowrap">
            <IdSelect
              label={t('displayGroups.connections.section', { n: index + 1 })}
              options={sections}
              value={row.section_id}
              readOnly={readOnly}
              onChange={(section_id) => change(index, { section_id })}
            />
            <IdSelect
              label={t('displayGroups.connections.callType', { n: index + 1 })}
              options={callTypes}
              value={row.call_type_id}
              readOnly={readOnly}
              onChange={(call_type_id) => change(index, { call_type_id })}
            />
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('displayGroups.connections.remove', { n: index + 1 })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <RemoveGlyph />
              </ActionIcon>
            )}
          </Group>
        ))}
        {error && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
        {!readOnly && (
          <Group>
            <Button
              variant="light"
              size="xs"
              onClick={() => onChange([...value, { id: null, section_id: null, call_type_id: null }])}
            >
              {t('displayGroups.connections.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
