import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackupCreateDocument, BackupsDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { BackupsPage } from './BackupsPage';

const BACKUP = {
  __typename: 'Backup' as const,
  name: 'wardlight-2026-11-27T06-00-00-000Z-scheduled.pglite.tar.gz',
  kind: 'scheduled',
  engine: 'pglite',
  size: 3_250_000,
  created_at: '2026-11-27T06:00:00.000Z',
};

const overview = (backups: (typeof BACKUP)[]) => ({
  backups: {
    __typename: 'BackupsOverview' as const,
    engine: 'pglite',
    directory: '/var/lib/wardlight/data-backups',
    running: false,
    restart_available: true,
    settings: { __typename: 'BackupSettings' as const, interval_hours: 24, keep: 7 },
    backups,
    last_error: null,
    last_restore: null,
    pending_restore: null,
  },
});

function open() {
  const sent = { creates: 0 };
  let listed = [BACKUP];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: BackupsDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({ data: overview(listed) }),
    },
    {
      request: { query: BackupCreateDocument },
      result: () => {
        sent.creates += 1;
        const made = { ...BACKUP, name: BACKUP.name.replace('scheduled', 'manual'), kind: 'manual' };
        listed = [made, BACKUP];
        return { data: { createBackup: { __typename: 'Backup' as const, name: made.name, size: made.size } } };
      },
    },
  ];
  renderScreen(<BackupsPage />, { path: '/admin/backups', mocks, appData: { user: { id: 1 } } });
  return sent;
}

describe('the backups page', () => {
  it('lists the backups with time, kind and size, and backs up on request', async () => {
    const sent = open();
    const table = await screen.findByRole('table', { name: 'Backups' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('27.11.2026');
    expect(row).toHaveTextContent('Scheduled');
    expect(row).toHaveTextContent('3.1 MB');
    expect(within(row).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `/backend/backups/${BACKUP.name}/file`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await vi.waitFor(() => expect(sent.creates).toBe(1));
    expect(await within(table).findByText('Manual')).toBeInTheDocument();
  });

  it('restores only once the phrase is typed', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Backups' });
    await userEvent.click(within(table).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog');
    const run = within(dialog).getByRole('button', { name: 'Restore and restart' });
    expect(run).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type “restore” to confirm'), 'restor');
    expect(run).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type “restore” to confirm'), 'e');
    expect(run).toBeEnabled();
  });
});
