import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateStatusDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { UpdatesPage } from './UpdatesPage';

const NONE = {
  __typename: 'UpdateStatus' as const,
  running_version: '0.1.0',
  state: 'unavailable',
  supervised: true,
  timeout_seconds: 300,
  package: null,
  pending: null,
  last: null,
};
const WAITING = {
  ...NONE,
  state: 'available',
  package: {
    __typename: 'UpdatePackage' as const,
    version: '0.2.0',
    created_at: '2026-11-20T08:00:00.000Z',
    files: 1128,
    size: 4_200_000,
    uploaded_at: '2026-11-27T09:30:00.000Z',
    uploaded_by: 'admin',
  },
  last: {
    __typename: 'UpdateOutcome' as const,
    version: '0.1.9',
    previous_version: '0.1.0',
    state: 'timeout',
    at: '2026-11-26T09:30:00.000Z',
    reason: 'not healthy within 300 s',
    backup: 'wardlight-2026-11-26T09-29-00-000Z-before_update-v0.1.9.pglite.tar.gz',
    restored_backup: null as string | null,
  },
};
const ROLLED_BACK = {
  ...NONE,
  last: {
    ...WAITING.last,
    state: 'error',
    reason: 'exited (1) before it was healthy',
    restored_backup: WAITING.last.backup,
  },
};

afterEach(() => vi.unstubAllGlobals());

function open(statuses: (typeof NONE)[]) {
  let i = 0;
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: UpdateStatusDocument },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({ data: { updateStatus: statuses[Math.min(i++, statuses.length - 1)] } }),
    },
  ];
  renderScreen(<UpdatesPage />, { path: '/admin/updates', mocks, appData: { user: { id: 1 } } });
}

describe('the updates page', () => {
  it('shows the running version and no update, and the refusal of a package with a bad signature', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, body: init.body });
        return new Response(JSON.stringify({ code: 'UPDATE_SIGNATURE', message: 'not trusted' }), { status: 400 });
      }),
    );
    open([NONE]);
    expect(await screen.findByText('Running version: 0.1.0')).toBeInTheDocument();
    expect(screen.getByText('No update. Upload a package to update this server.')).toBeInTheDocument();
    const file = new File([new Uint8Array([1, 2, 3])], 'wardlight-0.2.0.wlupdate');
    // Mantine's FileInput is a button labelled "Package file" with a hidden file input beside it.
    expect(screen.getByRole('button', { name: 'Package file' })).toBeInTheDocument();
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText(/signature is not valid/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/backend/updates/package');
    expect(sent[0]?.body).toBe(file);
  });

  it('shows a waiting package with its install button and the last update’s timeout', async () => {
    open([WAITING as unknown as typeof NONE]);
    const section = await screen.findByRole('region', { name: 'Uploaded package' });
    expect(within(section).getByText('0.2.0')).toBeInTheDocument();
    expect(within(section).getByText('4.0 MB, 1128 files')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Install version 0.2.0' })).toBeEnabled();
    expect(screen.getByText(/Version 0.1.9 was not running within the time allowed/)).toBeInTheDocument();
    expect(screen.getByText('Update available')).toBeInTheDocument();
    // It had not changed the database: nothing restored, nothing said about it.
    expect(screen.queryByText(/restored from the backup/)).not.toBeInTheDocument();
  });

  it('says when a rolled-back version had changed the database and the backup before the update was restored', async () => {
    open([ROLLED_BACK as unknown as typeof NONE]);
    expect(await screen.findByText(/Version 0.1.9 stopped before it was running/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Version 0.1.9 had changed the database: it was restored from the backup taken before the update (wardlight-2026-11-26T09-29-00-000Z-before_update-v0.1.9.pglite.tar.gz).',
      ),
    ).toBeInTheDocument();
  });
});
