import { Code, ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GetsHttpErrorSubscription } from '../../../generated/graphql';
import { ERROR_DETAILS_MAX_HEIGHT } from '../shell-constants';

export type HttpSyncError = GetsHttpErrorSubscription['getsHTTPError'];

function shown(value: unknown): string {
  if (value === null || value === undefined) return '–';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** What a technician needs to tell why the exchange failed, in a box that scrolls past 200 px. */
export function HttpErrorDetails({ error }: { error: HttpSyncError }) {
  const { t } = useTranslation('shell');
  const rows: [string, unknown][] = [
    [t('httpError.action'), error.action],
    [t('httpError.url'), error.url],
    [t('httpError.message'), error.message],
    [t('httpError.checks'), error.checks],
    [t('httpError.payload'), error.payload],
  ];
  return (
    <ScrollArea.Autosize
      // In px as the spec gives it; Mantine's mah would turn it into scaled rem.
      style={{ maxHeight: `${ERROR_DETAILS_MAX_HEIGHT}px` }}
      type="auto"
      data-testid="http-error-details"
    >
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={110} style={{ verticalAlign: 'top' }}>
                {label}
              </Table.Th>
              <Table.Td>
                <Code block>{shown(value)}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
