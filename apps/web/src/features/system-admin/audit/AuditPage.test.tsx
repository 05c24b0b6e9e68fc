import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AuditLogExportDocument,
  AuditLogListDocument,
  AuditLogOptionsDocument,
  AuditLogVerifyDocument,
} from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { AuditPage } from './AuditPage';

const ENTRY = {
  __typename: 'AuditEntry' as const,
  id: 41,
  action: 'updated',
  entity: 'call_type',
  entity_id: '4',
  field: 'text',
  change: { from: 'Ruf', to: 'Notruf' },
  date: '2026-11-20T08:30:00.000Z',
  system_id: 1,
  user_id: 1,
  user_name: 'admin',
};

function open() {
  const lists: unknown[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: AuditLogListDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: unknown) => {
        lists.push(variables);
        return { data: { auditLog: { __typename: 'AuditList', total: 1, items: [ENTRY] } } };
      },
    },
    {
      request: { query: AuditLogOptionsDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: {
        data: {
          auditLogOptions: {
            __typename: 'AuditLogOptions',
            entities: ['call_type', 'role'],
            actions: ['created', 'updated'],
            users: [{ __typename: 'AuditUser', id: 1, name: 'admin' }],
          },
        },
      },
    },
    {
      request: { query: AuditLogVerifyDocument, variables: () => true },
      result: {
        data: {
          verifyAuditLog: {
            __typename: 'AuditVerification',
            unchained: 0,
            chains: [
              {
                __typename: 'AuditChainReport',
                system_id: 1,
                checked: 2,
                broken: {
                  __typename: 'AuditBrokenLink',
                  entry_id: 41,
                  chain_seq: 3,
                  date: '2026-11-20T08:30:00.000Z',
                  reason: 'changed',
                },
              },
            ],
          },
        },
      },
    },
    {
      request: { query: AuditLogExportDocument, variables: () => true },
      result: {
        data: {
          exportAuditLog: {
            __typename: 'AuditExport',
            file_name: 'audit-2026-11-27.csv',
            content: 'id\n41\n',
            rows: 1,
          },
        },
      },
    },
  ];
  renderScreen(<AuditPage />, { path: '/admin/audit', mocks, appData: { user: { id: 1 } } });
  return lists;
}

describe('the audit page', () => {
  it('shows each entry with its change as from → to', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no entry row');
    expect(row).toHaveTextContent('20.11.2026');
    expect(row).toHaveTextContent('Changed');
    expect(row).toHaveTextContent('Call type 4');
    expect(within(row).getByLabelText('was Ruf')).toHaveTextContent('Ruf');
    expect(within(row).getByLabelText('now Notruf')).toHaveTextContent('Notruf');
  });

  it('asks the server with the chosen filter', async () => {
    const lists = open();
    await screen.findByRole('table', { name: 'Audit log entries' });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByLabelText('Action', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Created', hidden: true }));
    await vi.waitFor(() =>
      expect(lists.at(-1)).toMatchObject({ filter: { action: 'created', page: { limit: 50, offset: 0 } } }),
    );
  });

  it('names the first broken link when the chain is verified', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify the chain' }));
    expect(
      await screen.findByText(
        /entry 41 of 20\.11\.2026 \d\d:30 \(no\. 3 in the chain\) was changed after it was written\. 2 entries before it are intact\./,
      ),
    ).toBeInTheDocument();
  });

  it('saves the export as a CSV file', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:audit');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Export as CSV' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const blob = created.mock.calls[0]?.[0];
    const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    // A byte order mark (EF BB BF) before the server's CSV.
    expect([...bytes]).toEqual([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('id\n41\n')]);
  });
});
