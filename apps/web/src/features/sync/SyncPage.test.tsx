import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../app/shell/test/render-shell';
import { SyncPage } from './SyncPage';
import { fieldLabel } from './sync-texts';
import { buildItem, fakeSyncServer, SYNC_UI_TIMEOUT } from './test/fake-sync-server';

const ITEMS = [
  buildItem({
    kind: 'sections',
    id: 3,
    name: 'Wohnbereich 3. OG',
    state: 'created',
    action: 'created',
    changes: [
      { field: 'name', before: null, after: 'Wohnbereich 3. OG' },
      { field: 'is_hidden', before: null, after: false },
    ],
  }),
  buildItem({
    kind: 'system_tree_nodes',
    id: 12,
    name: 'Zimmer 101',
    state: 'updated',
    action: 'updated',
    changes: [
      { field: 'text_short', before: 'Z101', after: 'ZI101' },
      { field: 'buttons', before: ['call'], after: ['call', 'presence'] },
      { field: 'future_field', before: 1, after: 2 },
    ],
  }),
  buildItem({
    kind: 'system_tree_nodes',
    id: 14,
    name: 'Medaillon Anna',
    state: 'created',
    action: 'created',
    changes: [{ field: 'kind', before: null, after: 'radio' }],
  }),
  buildItem({ kind: 'call_types', id: 4, name: 'Ruf', changes: [{ field: 'text', before: 'Ruf', after: 'RUF NEU' }] }),
  buildItem({ kind: 'display_groups', id: 5, name: 'Assistenz', state: 'deleted', action: 'deleted' }),
];

function open(server = fakeSyncServer(ITEMS)) {
  return { server, ...renderShell(<SyncPage />, { url: '/sync', user: { superuser: true }, mocks: server.mocks }) };
}

const groupTitles = () => screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
const itemButton = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
// The arrow between before and after is decoration, hidden from assistive technology and from here.
// The panel opens with a transition: wait for the table to be shown.
const diffRows = async (name: string) =>
  within(await screen.findByRole('table', { name: `Changes of ${name}` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the sync page: what the next commit brings', { timeout: SYNC_UI_TIMEOUT }, () => {
  it('lists the items per kind, the tree first, each with its state and what the commit does with it', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Synchronisation' })).toBeInTheDocument();
    await screen.findByText('Zimmer 101');
    expect(groupTitles()).toEqual(['Rooms and devices (2)', 'Sections (1)', 'Call types (1)', 'Display groups (1)']);
    expect(screen.getByText('Changes waiting for the commit: 5')).toBeInTheDocument();
    const tree = screen.getByRole('region', { name: 'Rooms and devices' });
    expect(within(tree).getByRole('button', { name: /Zimmer 101/ })).toHaveTextContent('will be changedChanged');
    expect(within(tree).getByRole('button', { name: /Medaillon Anna/ })).toHaveTextContent('will be createdCreated');
    expect(itemButton('Ruf')).toHaveTextContent('Sent to the call system');
    expect(itemButton('Assistenz')).toHaveTextContent('will be deletedDeleted');
  });

  it('opens an item to a readable diff: field labels of its form, before → after', async () => {
    const { i18n } = open();
    await userEvent.click(await screen.findByRole('button', { name: /Zimmer 101/ }));
    expect(await diffRows('Zimmer 101')).toEqual([
      [fieldLabel(i18n.t, 'system_tree_nodes', 'text_short'), 'Z101', 'ZI101'],
      [fieldLabel(i18n.t, 'system_tree_nodes', 'buttons'), 'call', 'call, presence'],
      // A field no form labels keeps its API name.
      ['future_field', '1', '2'],
    ]);
    await userEvent.click(itemButton('Medaillon Anna'));
    expect(await diffRows('Medaillon Anna')).toEqual([
      [fieldLabel(i18n.t, 'system_tree_nodes', 'kind'), '(empty)', 'Radio'],
    ]);
    await userEvent.click(itemButton('Wohnbereich'));
    expect((await diffRows('Wohnbereich 3. OG'))[1]?.slice(1)).toEqual(['(empty)', 'No']);
  });

  it('warns when the change is large', async () => {
    // The server decides what is large (more than its threshold); a low one keeps the list short here.
    open(fakeSyncServer(ITEMS, { largeChangeThreshold: 4 }));
    expect(await screen.findByText('Large change')).toBeInTheDocument();
    expect(screen.getByText(/5 items are waiting, more than 4/)).toBeInTheDocument();
  });

  it('has no warning for a small change', async () => {
    open();
    await screen.findByText('Zimmer 101');
    expect(screen.queryByText('Large change')).not.toBeInTheDocument();
  });

  it('says when everything is in sync, with nothing to commit or discard', async () => {
    open(fakeSyncServer([]));
    expect(await screen.findByText(/Everything is in sync/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commit to the call system' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('says what it cannot know while the configurator is away', async () => {
    const offline = [buildItem({ kind: 'sections', id: 2, name: 'Pflege 1', state: 'updated', action: null })];
    open(fakeSyncServer(offline, { reachable: false }));
    expect(await screen.findByText('The configurator cannot be reached')).toBeInTheDocument();
    await userEvent.click(itemButton('Pflege 1'));
    expect(itemButton('Pflege 1')).toHaveTextContent('unknown while the configurator cannot be reached');
    await vi.waitFor(() => expect(screen.getByText('No field changes known.')).toBeVisible());
  });

  it('shows loading, then a failed load with a way to try again', async () => {
    const server = fakeSyncServer(ITEMS);
    server.state.listFails = true;
    open(server);
    expect(screen.getByLabelText('Loading the changes…')).toBeInTheDocument();
    expect(await screen.findByText('The changes could not be loaded.')).toBeInTheDocument();
    server.state.listFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Zimmer 101')).toBeInTheDocument();
  });
});
