import { Checkbox, Table, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from './define-entity';
import type { SortState } from './sort-rows';

export interface EntityTableProps<R extends { id: number }> {
  rows: readonly R[];
  columns: readonly Column<R>[];
  /** `<ns>:<key>`, for the column headers. */
  prefix: string;
  rowLabel: (row: R) => string;
  sort: SortState | null;
  /** Whether a header sorts (the list knows where and whether it can). */
  canSort: (column: Column<R>) => boolean;
  onSort: (key: string) => void;
  onOpen: (row: R) => void;
  /** Without it the table has no selection column (a user who may not delete). */
  selection?: { selected: ReadonlySet<number>; onToggle: (ids: readonly number[], on: boolean) => void };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** The rows of one page: sort headers, a row opens the record, checkboxes pick rows to delete. */
export function EntityTable<R extends { id: number }>(props: EntityTableProps<R>) {
  const { rows, columns, prefix, sort, selection } = props;
  const { t } = useTranslation('crud');
  const allSelected = rows.length > 0 && rows.every((r) => selection?.selected.has(r.id));
  const someSelected = rows.some((r) => selection?.selected.has(r.id));
  const openOnKey = (event: KeyboardEvent, row: R) => {
    if (event.key === 'Enter') props.onOpen(row);
  };

  return (
    <Table highlightOnHover striped>
      <Table.Thead>
        <Table.Tr>
          {selection && (
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('list.selectAll')}
                checked={allSelected}
                indeterminate={someSelected && !allSelected}
                onChange={(event) =>
                  selection.onToggle(
                    rows.map((r) => r.id),
                    event.currentTarget.checked,
                  )
                }
              />
            </Table.Th>
          )}
          {columns.map((column) => {
            const label = t(`${prefix}.columns.${column.key}`);
            const direction = sort?.key === column.key ? (sort.descending ? 'descending' : 'ascending') : 'none';
            const sortable = props.canSort(column);
            return (
              <Table.Th key={column.key} aria-sort={sortable ? direction : undefined}>
                {sortable ? (
                  <UnstyledButton fw={700} onClick={() => props.onSort(column.key)}>
                    {label}
                    {direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ''}
                  </UnstyledButton>
                ) : (
                  label
                )}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.id}
            tabIndex={0}
            style={{ cursor: 'pointer' }}
            onClick={() => props.onOpen(row)}
            onKeyDown={(event) => openOnKey(event, row)}
          >
            {selection && (
              <Table.Td onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  aria-label={t('list.selectRow', { name: props.rowLabel(row) })}
                  checked={selection.selected.has(row.id)}
                  onChange={(event) => selection.onToggle([row.id], event.currentTarget.checked)}
                />
              </Table.Td>
            )}
            {columns.map((column) => (
              <Table.Td key={column.key}>{column.render ? column.render(row) : cellText(row[column.key])}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
