import { Badge, Table, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallLogRowFieldsFragment } from '../../../generated/graphql';
import { type LogSort, SORT_FIELDS, type SortField } from '../log-params';
import { useCallTexts } from '../useCallTexts';
import { useClock } from '../useClock';

export type CallRow = CallLogRowFieldsFragment;

const COLUMNS = [
  'opened_at',
  'closed_at',
  'duration',
  'call_type_text',
  'call_source_text',
  'device_text_long',
  'device_text_short',
  'position',
  'section_name',
  'handled_by_app_username',
  'is_closed',
] as const;
type Column = (typeof COLUMNS)[number];

const isSortable = (column: Column): column is SortField => (SORT_FIELDS as readonly string[]).includes(column);

interface Props {
  rows: readonly CallRow[];
  sort: LogSort;
  onSort: (field: SortField) => void;
  onOpen: (row: CallRow) => void;
}

/** The spec's columns of a call (part 2 §2); a row opens the call form, by click or Enter. */
export function CallLogTable({ rows, sort, onSort, onOpen }: Props) {
  const { t } = useTranslation('calllog');
  const texts = useCallTexts();
  // Open calls show how long they have been open; a minute is fine enough for a list.
  const now = useClock(30_000);
  const cell = (row: CallRow, column: Column): ReactNode => {
    switch (column) {
      case 'opened_at':
        return texts.time(row.opened_at);
      case 'closed_at':
        return texts.time(row.closed_at);
      case 'duration':
        return texts.callDuration(row, now);
      case 'is_closed':
        return (
          <Badge color={row.is_closed ? 'gray' : 'red'} variant="light">
            {t(row.is_closed ? 'state.closed' : 'state.open')}
          </Badge>
        );
      default:
        return row[column] ?? '';
    }
  };
  const openOnKey = (event: KeyboardEvent, row: CallRow) => {
    if (event.key === 'Enter') onOpen(row);
  };

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table highlightOnHover striped stickyHeader aria-label={t('list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => {
              const label = t(`columns.${column}`);
              if (!isSortable(column)) return <Table.Th key={column}>{label}</Table.Th>;
              const active = sort.field === column;
              const direction = active ? (sort.descending ? 'descending' : 'ascending') : 'none';
              return (
                <Table.Th key={column} aria-sort={direction}>
                  <UnstyledButton fw={700} fz="sm" onClick={() => onSort(column)}>
                    {label}
                    {active ? (sort.descending ? ' ▼' : ' ▲') : ''}
                  </UnstyledButton>
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
              onClick={() => onOpen(row)}
              onKeyDown={(event) => openOnKey(event, row)}
            >
              {COLUMNS.map((column) => (
                <Table.Td key={column}>{cell(row, column)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
