import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CleanupPreviewDocument, CleanupRunDocument, ClientsReloadDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { MaintenancePage } from './MaintenancePage';

const COUNTS = { __typename: 'CleanupCounts' as const, before: '2025-11-27T06:00:00.000Z', calls: 120, audit: 40 };

function open() {
  const sent = { runs: [] as unknown[], reloads: 0 };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: CleanupPreviewDocument, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { cleanupPreview: COUNTS } },
    },
    {
      request: { query: CleanupRunDocument, variables: () => true },
      result: (variables: unknown) => {
        sent.runs.push(variables);
        return { data: { cleanup: COUNTS } };
      },
    },
    {
      request: { query: ClientsReloadDocument },
      result: () => {
        sent.reloads += 1;
        return { data: { reloadClients: true } };
      },
    },
  ];
  renderScreen(<MaintenancePage />, { path: '/admin/maintenance', mocks, appData: { user: { id: 1 } } });
  return sent;
}

describe('the maintenance page', () => {
  it('counts first, then cleans up once the phrase is typed', async () => {
    const sent = open();
    await userEvent.click(screen.getByRole('button', { name: 'Count' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '120 calls and 40 audit log entries from before 27.11.2025 will be removed.',
    );
    const run = screen.getByRole('button', { name: 'Clean up' });
    expect(run).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Type “clean up” to confirm'), 'clean up');
    expect(run).toBeEnabled();
    await userEvent.click(run);
    expect(await screen.findByText('Removed: 120 calls and 40 audit log entries.')).toBeInTheDocument();
    expect(sent.runs).toEqual([{ days: 365, calls: true, audit: true, confirm: 'clean up' }]);
  });

  it('reloads every client after asking', async () => {
    const sent = open();
    await userEvent.click(screen.getByRole('button', { name: 'Reload all clients' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload now' }));
    expect(await screen.findByText('The clients are reloading.')).toBeInTheDocument();
    await vi.waitFor(() => expect(sent.reloads).toBe(1));
  });
});
