import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  BackupCreateDocument,
  BackupsDocument,
  OnlineBackupDocument,
  OnlineBackupUpdateDocument,
} from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { BackupsPage } from './BackupsPage';

const BACKUP = {
  __typename: 'Backup' as const,
  name: 'wardlight-2026-11-27T06-00-00-000Z-scheduled.pglite.tar.gz',
  kind: 'scheduled',
  engine: 'pglite',
  size: 3_250_000,
  created_at: '2026-11-27T06:00:00.000Z',
  update_version: null as string | null,
};
const BEFORE_UPDATE = {
  ...BACKUP,
  name: 'wardlight-2026-11-26T21-00-00-000Z-before_update-v0.2.0.pglite.tar.gz',
  kind: 'before_update',
  created_at: '2026-11-26T21:00:00.000Z',
  update_version: '0.2.0',
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

const ONLINE = {
  __typename: 'OnlineBackup' as const,
  state: 'error',
  enabled: true,
  path: 'wardlight',
  root_folder_id: 'care-home',
  team_drive: 'https://s3.example.ch',
  access_key: 'HAUSLINDE',
  has_secret: true,
  last_upload_at: null,
  last_uploaded: null,
  last_error: 'InvalidAccessKeyId: unknown',
  last_error_code: 'not_registered',
};

function open(older: (typeof BACKUP)[] = []) {
  const sent = { creates: 0, online: [] as unknown[] };
  let listed = [BACKUP, ...older];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: BackupsDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({ data: overview(listed) }),
    },
    {
      request: { query: OnlineBackupDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { onlineBackup: ONLINE } },
    },
    {
      request: { query: OnlineBackupUpdateDocument, variables: () => true },
      result: (variables: unknown) => {
        sent.online.push(variables);
        return { data: { updateOnlineBackup: ONLINE } };
      },
    },
    {
      request: { query: BackupCreateDocument },
      result: () => {
        sent.creates += 1;
        const made = { ...BACKUP, name: BACKUP.name.replace('scheduled', 'manual'), kind: 'manual' };
        listed = [made, BACKUP, ...older];
        return { data: { createBackup: { __typename: 'Backup' as const, name: made.name, size: made.size } } };
      },
    },
  ];
  renderScreen(<BackupsPage />, { path: '/admin/backups', mocks, appData: { user: { id: 1 } } });
  return sent;
}

describe('the backups page', () => {
  it('lists the backups with time, kind and size, and backs up on request', async () => {
    const sent = open([BEFORE_UPDATE]);
    const table = await screen.findByRole('table', { name: 'Backups' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('27.11.2026');
    expect(row).toHaveTextContent('Scheduled');
    expect(row).toHaveTextContent('3.1 MB');
    // The backup the server took before an update says which.
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Before the update to 0.2.0');
    expect(within(row).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `/backend/backups/${BACKUP.name}/file`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    await vi.waitFor(() => expect(sent.creates).toBe(1));
    expect(await within(table).findByText('Manual')).toBeInTheDocument();
  });

  it('shows the online backup’s state and error, and keeps the stored secret unless one is typed', async () => {
    const sent = open();
    const panel = await screen.findByRole('region', { name: 'Online backup' });
    expect(await within(panel).findByText('Error')).toBeInTheDocument();
    expect(within(panel).getByText('The access key is not known to the file store.')).toBeInTheDocument();
    await userEvent.clear(within(panel).getByLabelText('Access key'));
    await userEvent.type(within(panel).getByLabelText('Access key'), 'NEUERKEY');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent.online).toHaveLength(1));
    expect(sent.online[0]).toEqual({
      data: {
        enabled: true,
        path: 'wardlight',
        root_folder_id: 'care-home',
        team_drive: 'https://s3.example.ch',
        access_key: 'NEUERKEY',
        secret: null,
      },
    });
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
