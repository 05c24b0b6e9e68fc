import { ActionIcon, Button, Input, NumberInput, Select, Table, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../../ui/crud/field-types';
import { RemoveGlyph } from '../../../ui/crud/glyphs';
import { useSectionOptions } from '../config-edit/config-options';

export interface CheckpointRow {
  number: number | null;
  char: string;
  text: string;
  diameter: number | null;
  position_x: number | null;
  position_y: number | null;
  section_id: number | null;
}

const COLUMNS = ['number', 'char', 'text', 'diameter', 'position_x', 'position_y'] as const;

/** A new checkpoint: the next free number, at the top left of the image. */
function nextRow(rows: readonly CheckpointRow[]): CheckpointRow {
  const number = Math.max(0, ...rows.map((r) => r.number ?? 0)) + 1;
  return { number, char: '', text: '', diameter: 20, position_x: 0, position_y: 0, section_id: null };
}

/** The checkpoints placed on the map, one table row each; positions are pixels of the image. */
export function CheckpointsInput({ value, onChange, readOnly, label, error }: CustomFieldProps<CheckpointRow[]>) {
  const { t } = useTranslation('adminDevices');
  const sections = useSectionOptions().map((o) => ({ value: String(o.value), label: o.label }));
  const set = (index: number, patch: Partial<CheckpointRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const column = (key: string) => t(`checkpointMaps.checkpoint.${key}`);
  const cell = (index: number, key: string) => `${column(key)} ${index + 1}`;

  return (
    <Input.Wrapper label={label} error={error}>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            {[...COLUMNS, 'section_id'].map((key) => (
              <Table.Th key={key}>{column(key)}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; a number may be edited
            <Table.Tr key={index}>
              {COLUMNS.map((key) => (
                <Table.Td key={key}>
                  {key === 'char' || key === 'text' ? (
                    <TextInput
                      aria-label={cell(index, key)}
                      size="xs"
                      readOnly={readOnly}
                      value={row[key]}
                      onChange={(e) => set(index, { [key]: e.currentTarget.value })}
                    />
                  ) : (
                    <NumberInput
                      aria-label={cell(index, key)}
                      size="xs"
                      hideControls
                      readOnly={readOnly}
                      value={row[key] ?? ''}
                      onChange={(next) => set(index, { [key]: typeof next === 'number' ? next : null })}
                    />
                  )}
                </Table.Td>
              ))}
              <Table.Td>
                <Select
                  aria-label={cell(index, 'section_id')}
                  size="xs"
                  data={sections}
                  clearable
                  readOnly={readOnly}
                  value={row.section_id === null ? null : String(row.section_id)}
                  onChange={(text) => set(index, { section_id: text === null ? null : Number(text) })}
                />
              </Table.Td>
              <Table.Td>
                {!readOnly && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('checkpointMaps.checkpoint.remove', { number: row.number ?? '' })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <RemoveGlyph />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!readOnly && (
        <Button variant="light" size="xs" onClick={() => onChange([...value, nextRow(value)])}>
          {t('checkpointMaps.checkpoint.add')}
        </Button>
      )}
    </Input.Wrapper>
  );
}
