import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { fakeNodeServer } from '../test/fake-node';
import { buildSummary, CARE_HOME, fakeTreeList } from '../test/fake-tree';
import { ConnectionForm } from './ConnectionForm';
import { ConnectionsPage } from './ConnectionsPage';

const ADMIN = { user: { id: 1, superuser: true } };
const PATH = ['Haus Sonnenhof', '1. OG', 'Zimmer 101'];
// The terminal links to a linkable radio in the same room; the medallion links nowhere.
const LINKED = [
  ...CARE_HOME.filter((i) => i.id < 4),
  buildSummary({ id: 4, kind: 'radio', name: 'Medaillon Anna', parent_id: 3, is_linkable: true, path: PATH }),
  buildSummary({
    id: 5,
    kind: 'wired',
    name: 'Zimmerterminal 101',
    parent_id: 3,
    linked_system_tree_node_id: 6,
    path: PATH,
  }),
  buildSummary({ id: 6, kind: 'radio', name: 'Pager Pflege', parent_id: 3, is_linkable: true, path: PATH }),
];

describe('connections', () => {
  it('lists each linked device with the device it links to, and opens one', async () => {
    const server = fakeTreeList(() => LINKED);
    renderScreen(<ConnectionsPage />, { path: '/tree/connections', mocks: server.mocks, appData: ADMIN });
    const row = await screen.findByRole('row', { name: 'Zimmerterminal 101' });
    expect(row).toHaveTextContent('Haus Sonnenhof › 1. OG › Zimmer 101 › Pager Pflege');
    expect(server.last()).toEqual({ view: 'connections' });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.click(row);
    expect(await screen.findByTestId('location')).toHaveTextContent('/tree/connections/edit/5');
  });

  it('says when no device is linked', async () => {
    renderScreen(<ConnectionsPage />, { path: '/tree/connections', mocks: fakeTreeList().mocks, appData: ADMIN });
    expect(await screen.findByText('No device is linked to another.')).toBeInTheDocument();
  });

  it('changes a link through the node update', async () => {
    const server = fakeNodeServer([], null, LINKED);
    renderScreen(<ConnectionForm />, {
      path: '/tree/connections/edit/:id',
      url: '/tree/connections/edit/5',
      mocks: server.mocks,
      appData: ADMIN,
    });
    const target = await screen.findByLabelText('Linked to', { selector: 'input' });
    expect(target).toHaveValue('Haus Sonnenhof › 1. OG › Zimmer 101 › Pager Pflege');
    // A searchable select filters by its text: type to find another target.
    await userEvent.clear(target);
    await userEvent.type(target, 'Anna');
    const listbox = document.getElementById(target.getAttribute('aria-controls') ?? '');
    if (!listbox) throw new Error('no listbox');
    await userEvent.click(await within(listbox).findByRole('option', { name: /Medaillon Anna/, hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.saved).toEqual([{ id: 5, data: { linked_system_tree_node_id: 4 } }]));
    expect(await screen.findByTestId('location')).toHaveTextContent('/tree/connections');
  });

  it('removes a link', async () => {
    const server = fakeNodeServer([], null, LINKED);
    renderScreen(<ConnectionForm />, {
      path: '/tree/connections/edit/:id',
      url: '/tree/connections/edit/5',
      mocks: server.mocks,
      appData: ADMIN,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove connection' }));
    await vi.waitFor(() => expect(server.saved).toEqual([{ id: 5, data: { linked_system_tree_node_id: null } }]));
  });
});
