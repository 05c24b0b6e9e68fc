import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListVariables } from './define-entity';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './list-state';
import { CRUD_UI_TIMEOUT, renderCrud } from './test/crud-harness';
import { buildRoles, fakeRolesServer, validationError } from './test/fake-roles';
import { roleLikeEntity } from './test/role-like-entity';

const ADMIN = { user: { id: 1, superuser: true } };
const NO_PERMISSIONS = { user: { id: 7, superuser: false } };

function open(server: ReturnType<typeof fakeRolesServer>, appData = ADMIN) {
  return renderCrud(roleLikeEntity, { mocks: server.mocks, appData });
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('entity list', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('shows the first page and pages on through the server', async () => {
    const server = fakeRolesServer(buildRoles(PAGE_SIZE + 5));
    open(server);
    expect(await screen.findByText('Role 01')).toBeInTheDocument();
    expect(names()).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Entries: ${PAGE_SIZE + 5}`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Role 26')).toBeInTheDocument();
    expect(names()).toEqual(['Role 26', 'Role 27', 'Role 28', 'Role 29', 'Role 30']);
    expect(server.calls('list').at(-1)).toEqual({
      filter: { search: null, page: { limit: PAGE_SIZE, offset: PAGE_SIZE } },
    });
  });

  it(`applies the search ${SEARCH_DEBOUNCE_MS} ms after typing stops, from page 1`, async () => {
    const server = fakeRolesServer([...buildRoles(PAGE_SIZE + 1), { id: 99, name: 'Night nurse', permissions: [] }]);
    open(server);
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    await screen.findByText('Role 26');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    // Keystroke by keystroke, each before the previous one settled.
    const search = screen.getByRole('textbox', { name: 'Search' });
    for (const text of ['n', 'ni', 'nig']) {
      fireEvent.change(search, { target: { value: text } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    }
    expect(server.calls('list')).toHaveLength(2);
    expect(screen.getByText('Role 26')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(names()).toEqual(['Night nurse']));
    // One request for the settled text, on page 1; none for what was typed on the way.
    expect(server.calls('list').slice(2)).toEqual([
      { filter: { search: 'nig', page: { limit: PAGE_SIZE, offset: 0 } } },
    ]);
  });

  it('says when there is nothing yet, and when nothing matches the search', async () => {
    const server = fakeRolesServer([]);
    open(server);
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No entries match “zzz”.')).toBeInTheDocument();
  });

  it('shows a load failure with a retry that recovers', async () => {
    const server = fakeRolesServer(buildRoles(2));
    server.failLists(true);
    open(server);
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    server.failLists(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Role 02')).toBeInTheDocument();
  });

  it('sorts the whole list on the server, from page 1: ascending, descending, then its default', async () => {
    const server = fakeRolesServer(buildRoles(PAGE_SIZE + 5));
    open(server);
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    await screen.findByText('Role 26');
    const request = (sort?: object) => ({
      filter: { search: null, page: { limit: PAGE_SIZE, offset: 0 }, ...(sort ? { sort } : {}) },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await vi.waitFor(() => expect(names()[0]).toBe('Role 01'));
    expect(server.calls('list').at(-1)).toEqual(request({ field: 'name', descending: false }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');

    // Descending starts with the last of all 30, which page 1 never held.
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await vi.waitFor(() => expect(names()[0]).toBe('Role 30'));
    expect(names()).toHaveLength(PAGE_SIZE);
    expect(server.calls('list').at(-1)).toEqual(request({ field: 'name', descending: true }));

    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await vi.waitFor(() => expect(names()[0]).toBe('Role 01'));
    expect(server.calls('list').at(-1)).toEqual(request());
  });

  it('orders rows in the browser by a column the server cannot sort, only while the list fits a page', async () => {
    const server = fakeRolesServer([
      { id: 1, name: 'b', permissions: ['calllog::use_module', 'admin::use_module'] },
      { id: 2, name: 'a', permissions: [] },
      { id: 3, name: 'c', permissions: ['calllog::use_module'] },
    ]);
    open(server);
    await screen.findByText('a');
    await userEvent.click(screen.getByRole('button', { name: 'Permissions' }));
    expect(names()).toEqual(['a', 'c', 'b']);
    await userEvent.click(screen.getByRole('button', { name: /Permissions/ }));
    expect(names()).toEqual(['b', 'c', 'a']);
    expect(server.calls('list').every((v) => !(v as ListVariables).filter?.sort)).toBe(true);
  });

  it('offers no browser sort on a list longer than a page', async () => {
    open(fakeRolesServer(buildRoles(PAGE_SIZE + 1)));
    await screen.findByText('Role 01');
    expect(screen.getByRole('button', { name: 'Name' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Permissions' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Permissions' })).not.toHaveAttribute('aria-sort');
  });

  it('opens a row at edit/:id and New at edit/-1', async () => {
    open(fakeRolesServer(buildRoles(3)));
    await userEvent.click(await screen.findByText('Role 03'));
    expect(screen.getByTestId('where')).toHaveTextContent('/things/edit/3');
  });

  it('offers New at edit/-1', async () => {
    open(fakeRolesServer(buildRoles(1)));
    await userEvent.click(await screen.findByRole('button', { name: 'New role' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/things/edit/-1');
  });

  it('offers neither New nor selection to a user who may not write', async () => {
    open(fakeRolesServer(buildRoles(2)), NO_PERMISSIONS);
    await screen.findByText('Role 01');
    expect(screen.queryByRole('button', { name: 'New role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('deleting from the list', { timeout: CRUD_UI_TIMEOUT }, () => {
  async function chooseFirstTwo() {
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Role 01' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Role 02' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    return screen.findByRole('dialog', { name: 'Delete entries (2)' });
  }

  it('needs the phrase typed, in any case and with blanks around it', async () => {
    const server = fakeRolesServer(buildRoles(3));
    open(server);
    const dialog = await chooseFirstTwo();
    expect(within(dialog).getByText('Role 01')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    const phrase = within(dialog).getByRole('textbox', { name: 'Type “delete” to confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.type(phrase, 'remove');
    expect(confirm).toBeDisabled();
    await userEvent.clear(phrase);
    await userEvent.type(phrase, '  DeLeTe ');
    expect(confirm).toBeEnabled();
    expect(server.calls('delete')).toEqual([]);

    await userEvent.click(confirm);
    expect(await screen.findByText('Deleted (2)')).toBeInTheDocument();
    expect(server.calls('delete')).toEqual([{ ids: [1, 2] }]);
    // The list asks the server again: membership and totals are the server's to say.
    await vi.waitFor(() => expect(names()).toEqual(['Role 03']));
  });

  it('deletes nothing when cancelled', async () => {
    const server = fakeRolesServer(buildRoles(3));
    open(server);
    const dialog = await chooseFirstTwo();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('delete')).toEqual([]);
    expect(names()).toHaveLength(3);
  });

  it('reports a refused delete with the reason translated', async () => {
    const server = fakeRolesServer(buildRoles(3));
    server.refuseNextWrite(validationError('ids', 'invalid_value', { reason: 'in_use' }));
    open(server);
    const dialog = await chooseFirstTwo();
    await userEvent.type(within(dialog).getByRole('textbox'), 'delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Deleting failed');
    expect(alert).toHaveTextContent('This value is not valid.');
    expect(names()).toHaveLength(3);
  });
});
