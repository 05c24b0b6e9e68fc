import { ApolloProvider } from '@apollo/client/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { NUMBER } from '../export-job';
import { buildJob, fakeExportServer } from '../test/fake-export-server';
import { ExportMenu, type ExportMenuProps } from './ExportMenu';

// jsdom lays nothing out: every element and the viewport measure 0 × 0, and Mantine hides a menu whose
// button it takes for scrolled out of view. The page gets a size, the button a place on it.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 10, y: 10, width: 100, height: 30 }),
  );
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1024);
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(768);
});
afterEach(() => vi.restoreAllMocks());

const FILTER = { range: '7d', section_ids: [2] };
const SORT = { field: 'duration', descending: false };

function mount(
  server: ReturnType<typeof fakeExportServer>,
  props: ExportMenuProps = { kind: 'calls', filter: FILTER, sort: SORT },
) {
  renderScreen(
    <ApolloProvider client={server.client}>
      <ExportMenu {...props} />
    </ApolloProvider>,
    { path: '/log' },
  );
}

async function choose(format: 'CSV' | 'Excel (XLSX)' | 'PDF') {
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: format }));
}

describe('the export menu', () => {
  it('asks for the chosen format with the log’s filter and sort, and shows the job waiting', async () => {
    const server = fakeExportServer();
    mount(server);
    await choose('PDF');
    expect(await screen.findByText('calls-2026-11-26.pdf')).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(server.requests.find((r) => r.name === 'ExportCreate')?.variables).toEqual({
      input: { kind: 'calls', format: 'pdf', filter: FILTER, sort: SORT },
    });
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('asks for the whole tree without a filter', async () => {
    const server = fakeExportServer({
      created: buildJob({ kind: 'system_tree', format: 'csv', file_name: 'system-tree.csv' }),
    });
    mount(server, { kind: 'system_tree' });
    await choose('CSV');
    await screen.findByText('system-tree.csv');
    expect(server.requests.find((r) => r.name === 'ExportCreate')?.variables).toEqual({
      input: { kind: 'system_tree', format: 'csv' },
    });
  });

  it('shows the progress the server reports, then the download', async () => {
    const server = fakeExportServer();
    mount(server);
    await choose('PDF');
    await waitFor(() => expect(server.subscribed()).toBe(true));
    act(() =>
      server.push([
        buildJob({ state: 'Running', rows_done: 480, progress: 0.4 }),
        buildJob({ id: 4, state: 'Complete' }),
      ]),
    );
    expect(await screen.findByText(`480 of ${NUMBER.format(1200)} rows`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow', '40');
    act(() =>
      server.push([
        buildJob({ state: 'Complete', rows_done: 1200, progress: 1, download_url: '/backend/exports/5/file' }),
      ]),
    );
    const link = await screen.findByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('href', '/backend/exports/5/file');
    expect(link).toHaveAttribute('download', 'calls-2026-11-26.pdf');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // Finished: nothing more to follow, and another export may start.
    await waitFor(() => expect(server.subscribed()).toBe(false));
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('calls-2026-11-26.pdf')).not.toBeInTheDocument();
  });

  it('cancels a running export', async () => {
    const server = fakeExportServer();
    mount(server);
    await choose('Excel (XLSX)');
    await screen.findByText('Waiting');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(server.requests.find((r) => r.name === 'ExportCancel')?.variables).toEqual({ id: 5 });
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('says why an export failed', async () => {
    const server = fakeExportServer();
    mount(server);
    await choose('CSV');
    await waitFor(() => expect(server.subscribed()).toBe(true));
    act(() => server.push([buildJob({ state: 'Failed', error: 'interrupted' })]));
    expect(await screen.findByText('The export was interrupted because the server stopped.')).toBeInTheDocument();
  });

  it('refuses more rows than the format allows, with the limit', async () => {
    const server = fakeExportServer({ maxRows: 100_000 });
    mount(server);
    await choose('PDF');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Maximum rows exceeded: PDF allows at most ${NUMBER.format(100_000)} rows. Please narrow the filter.`,
    );
    expect(screen.queryByRole('status', { name: /calls/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
