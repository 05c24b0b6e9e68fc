import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMIT_POLL_MS } from '../../app/shell/shell-constants';
import { locationText, renderShell } from '../../app/shell/test/render-shell';
import { validationError } from '../../ui/crud/test/fake-roles';
import { SyncPage } from './SyncPage';
import { buildChangelog, buildItem, codeError, fakeSyncServer, SYNC_UI_TIMEOUT } from './test/fake-sync-server';
import { IMPORT_CHECK_MS } from './useRefetchUntilImported';

const ITEMS = [
  buildItem({ kind: 'system_tree_nodes', id: 12, name: 'Zimmer 101' }),
  buildItem({ kind: 'display_groups', id: 5, name: 'Assistenz', state: 'created', action: 'created' }),
];

async function open(server = fakeSyncServer(ITEMS)) {
  const shell = renderShell(<SyncPage />, { url: '/sync', user: { superuser: true }, mocks: server.mocks });
  await screen.findByText('Zimmer 101');
  return { server, ...shell };
}

const commitButton = () => screen.getByRole('button', { name: 'Commit to the call system' });
const progressPanel = () => screen.queryByRole('progressbar', { name: 'The configuration is being committed' });

async function startCommit() {
  await userEvent.click(commitButton());
  const dialog = await screen.findByRole('dialog', { name: 'Start the commit?' });
  expect(dialog).toHaveTextContent('Changes waiting: 2.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start commit' }));
}

describe('the sync page: the commit', { timeout: SYNC_UI_TIMEOUT }, () => {
  afterEach(() => vi.useRealTimers());

  it('starts after confirmation, shows progress and changelog while it runs, and ends in sync', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server, sync } = await open();
    await startCommit();
    await vi.waitFor(() => expect(progressPanel()).toBeInTheDocument());
    expect(server.count('commit')).toBe(1);
    expect(commitButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();

    server.state.changelog = buildChangelog('running', 40, {
      changelog: [{ kind: 'system_tree_nodes', id: 12, action: 'updated' }],
    });
    await act(() => vi.advanceTimersByTimeAsync(COMMIT_POLL_MS));
    expect(await screen.findByText('40 %')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Changes sent' })).toHaveTextContent(
      'Rooms and devices Zimmer 101: will be changed',
    );
    // getsconfig.progress, through the shell's store, moves the bar between two polls.
    act(() => sync.commitProgress(70));
    expect(screen.getByText('70 %')).toBeInTheDocument();

    const listed = server.count('items');
    server.state.items = [];
    server.state.changelog = buildChangelog('ready', 100);
    act(() => sync.commitEnded()); // getsconfig.commit_done
    expect(await screen.findByText('The commit has finished; the call system is in sync.')).toBeInTheDocument();
    expect(await screen.findByText(/Everything is in sync/)).toBeInTheDocument();
    expect(server.count('items')).toBeGreaterThan(listed);
    expect(progressPanel()).not.toBeInTheDocument();
  });

  it('ends when the changelog says the commit is over, should its message be lost', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = await open();
    await startCommit();
    await vi.waitFor(() => expect(server.count('changelog')).toBe(1));
    expect(progressPanel()).toBeInTheDocument();
    server.state.items = [];
    server.state.changelog = buildChangelog('ready', 100);
    await act(() => vi.advanceTimersByTimeAsync(COMMIT_POLL_MS));
    expect(await screen.findByText('The commit has finished; the call system is in sync.')).toBeInTheDocument();
    expect(progressPanel()).not.toBeInTheDocument();
    expect(await screen.findByText(/Everything is in sync/)).toBeInTheDocument();
  });

  it('looks again while the committed items wait for their import', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server, sync } = await open();
    server.state.changelog = buildChangelog('running', 90);
    act(() => sync.commitStarted());
    await vi.waitFor(() => expect(server.count('changelog')).toBe(1));
    server.state.changelog = buildChangelog('ready', 100);
    act(() => sync.commitEnded());
    expect(await screen.findByText('The commit has finished; the call system is in sync.')).toBeInTheDocument();
    // The commit ended, but the configuration it changed has not been imported yet: the items stay sent.
    await vi.waitFor(() => expect(server.count('items')).toBe(2));
    expect(screen.getByText('Zimmer 101')).toBeInTheDocument();
    server.state.items = [];
    await act(() => vi.advanceTimersByTimeAsync(IMPORT_CHECK_MS));
    expect(await screen.findByText(/Everything is in sync/)).toBeInTheDocument();
  });

  it('follows a commit started elsewhere, from getsconfig.commit', async () => {
    const { server, sync } = await open();
    server.state.changelog = buildChangelog('running', 25);
    act(() => sync.commitStarted());
    expect(progressPanel()).toBeInTheDocument();
    expect(await screen.findByText('25 %')).toBeInTheDocument();
    expect(commitButton()).toBeDisabled();
  });

  it('shows how a commit failed on the way', async () => {
    const { server, sync } = await open();
    server.state.changelog = buildChangelog('failed', 30, {
      error: { key: 'commit_interrupted', message: 'restarted' },
    });
    act(() => sync.commitStarted());
    expect(await screen.findByText('The configurator restarted during the commit.')).toBeInTheDocument();
    expect(screen.getAllByText('The commit has failed')).toHaveLength(2); // the notification and the page
    expect(commitButton()).toBeEnabled();
  });

  it("lists the configurator's refusals translated, each with a link to the item's form", async () => {
    const { server } = await open();
    server.refuseNext(
      validationError('section_position', 'duplicated_device_in_section_position', {
        section_id: 2,
        section_position: 4,
        other_id: 11,
        kind: 'system_tree_nodes',
        id: 12,
      }),
      validationError('connections[0].call_type_id', 'missing_relation', {
        related_kind: 'call_types',
        related_id: 5,
        kind: 'display_groups',
        id: 5,
      }),
    );
    await startCommit();
    const refusal = await screen.findByRole('alert', { name: 'The configurator refused the changes' });
    const [device, group] = within(refusal).getAllByRole('listitem');
    expect(device).toHaveTextContent('Position 4 in section 2 is already taken by device 11.');
    expect(within(device as HTMLElement).getByRole('link', { name: 'Rooms and devices Zimmer 101' })).toHaveAttribute(
      'href',
      '/tree/edit/12',
    );
    expect(group).toHaveTextContent('A related record is missing (call_types 5).');
    expect(within(group as HTMLElement).getByRole('link', { name: 'Display groups Assistenz' })).toHaveAttribute(
      'href',
      '/admin/displaygroups/edit/5',
    );
    expect(screen.getByText('The commit could not be started')).toBeInTheDocument();
    expect(progressPanel()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Rooms and devices Zimmer 101' }));
    await vi.waitFor(() => expect(locationText()).toBe('/tree/edit/12'));
  });

  it.each([
    ['COMMIT_RUNNING', 'A commit is already running'],
    ['LINK_FAILED', 'The configurator cannot be reached'],
  ])('explains a %s refusal', async (code, title) => {
    const { server } = await open();
    server.refuseNext(codeError(code));
    await startCommit();
    expect(await screen.findByRole('alert', { name: title })).toBeInTheDocument();
  });
});

describe('the sync page: discarding', { timeout: SYNC_UI_TIMEOUT }, () => {
  it('asks first, then throws the changes away', async () => {
    const { server } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard all changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.count('discard')).toBe(0);
    expect(screen.getByText('Zimmer 101')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    const again = await screen.findByRole('dialog', { name: 'Discard all changes?' });
    expect(again).toHaveTextContent('Changes waiting: 2.');
    await userEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Changes discarded: 2')).toBeInTheDocument();
    expect(await screen.findByText(/Everything is in sync/)).toBeInTheDocument();
    expect(server.count('discard')).toBe(1);
  });
});
