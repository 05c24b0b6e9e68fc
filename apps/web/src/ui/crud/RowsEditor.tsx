import { ActionIcon, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RemoveGlyph } from './glyphs';

export interface RowsEditorProps<R> {
  value: readonly R[];
  onChange: (next: R[]) => void;
  readOnly: boolean;
  legend: ReactNode;
  error?: ReactNode;
  /** Shown while there is no row. */
  empty: string;
  addLabel: string;
  /** The remove button's accessible name for row `n` (1-based). */
  removeLabel: (n: number) => string;
  /** A new row. */
  blank: () => R;
  /** The row's inputs; `change` merges a patch into it. */
  renderRow: (row: R, index: number, change: (patch: Partial<R>) => void) => ReactNode;
}

/**
 * A field that is a list of rows (a display group's connections, a group's node selection): each row's
 * inputs side by side with a remove button, an add button below, the field's error under the rows.
 */
export function RowsEditor<R>({
  value,
  onChange,
  readOnly,
  legend,
  error,
  empty,
  addLabel,
  removeLabel,
  blank,
  renderRow,
}: RowsEditorProps<R>) {
  const change = (index: number) => (patch: Partial<R>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Fieldset legend={legend}>
      <Stack gap="xs">
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {value.map((row, index) => (
          // Rows have no identity of their own until saved; the position is what the user edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} align="flex-end" wrap="nowrap">
            {renderRow(row, index, change(index))}
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={removeLabel(index + 1)}
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
            <Button variant="light" size="xs" onClick={() => onChange([...value, blank()])}>
              {addLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
