import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CRUD_UI_TIMEOUT, renderCrud } from './test/crud-harness';
import { buildRoles, fakeRolesServer, validationError } from './test/fake-roles';
import { roleLikeEntity } from './test/role-like-entity';

const ADMIN = { user: { id: 1, superuser: true } };
const NO_PERMISSIONS = { user: { id: 7, superuser: false } };

function open(url: string, server = fakeRolesServer(buildRoles(3)), appData = ADMIN) {
  renderCrud(roleLikeEntity, { url, mocks: server.mocks, appData });
  return server;
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const where = () => screen.getByTestId('where');

describe('entity form: new, edit, copy', { timeout: CRUD_UI_TIMEOUT }, () => {
  it.each(['/things/edit/-1', '/things/edit/0', '/things/edit'])('%s opens an empty new record', async (url) => {
    const server = open(url);
    expect(await screen.findByRole('heading', { name: 'New role' })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('');
    expect(server.calls('get')).toEqual([]);
  });

  it('creates a new record on Enter, notifies, closes and refreshes the list', async () => {
    const server = open('/things/edit/-1');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Night shift{Enter}');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.calls('create')).toEqual([{ data: { name: 'Night shift', permissions: ['calllog::use_module'] } }]);
    await vi.waitFor(() => expect(where()).toHaveTextContent(/^\/things$/));
    // The list under the form asked the server again: where a new record lands is the server's call.
    expect(await screen.findByRole('cell', { name: 'Night shift' })).toBeInTheDocument();
    expect(server.calls('list')).toHaveLength(2);
  });

  it('loads and updates the record of the id', async () => {
    const server = open('/things/edit/2');
    expect(await screen.findByRole('heading', { name: 'Edit role' })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Role 02');
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Day shift');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(server.calls('update')).toEqual([
      { id: 2, data: { name: 'Day shift', permissions: ['calllog::use_module'] } },
    ]);
    expect(server.calls('create')).toEqual([]);
    // The list shows the change from the normalised cache, without asking again.
    expect(await screen.findByRole('cell', { name: 'Day shift' })).toBeInTheDocument();
    expect(server.calls('list')).toHaveLength(1);
  });

  it('copies into a new record: the id reset, the fields marked so back to their defaults', async () => {
    const server = fakeRolesServer([{ id: 4, name: 'Tech', permissions: ['admin::use_module'] }]);
    open('/things/edit/4', server);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('heading', { name: 'Copy role' })).toBeInTheDocument();
    expect(where()).toHaveTextContent('/things/edit/-1');
    expect(nameInput()).toHaveValue('');

    await userEvent.type(nameInput(), 'Tech 2{Enter}');
    await screen.findByText('Saved');
    expect(server.calls('create')).toEqual([{ data: { name: 'Tech 2', permissions: ['admin::use_module'] } }]);
    expect(server.calls('update')).toEqual([]);
  });

  it('says so when the record does not exist', async () => {
    open('/things/edit/77');
    expect(await screen.findByText('This entry does not exist (any more).')).toBeInTheDocument();
  });
});

describe('entity form: errors', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('shows the first server error of each field, translated with its data, and the rest above', async () => {
    const server = open('/things/edit/1');
    server.refuseNextWrite(
      validationError('name', 'unique'),
      validationError('name', 'required'),
      validationError('permissions', 'max_length', { max: 1 }),
      validationError('call_source_group_ids', 'invalid_value'),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'x{Enter}');

    expect(await screen.findByText('This value is already in use.')).toBeInTheDocument();
    expect(nameInput()).toHaveAccessibleDescription(/This value is already in use\./);
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.getByText('At most 1 characters.')).toBeInTheDocument();
    // A field the form does not have goes above the fields; the notification asks for corrections.
    const alerts = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(alerts).toEqual(['This value is not valid.', 'Saving failedPlease correct your input.']);
    expect(where()).toHaveTextContent('/things/edit/1');
  });

  it('checks what the declaration can check before asking the server', async () => {
    const server = open('/things/edit/-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(server.calls('create')).toEqual([]);
  });

  it('counts UTF-8 bytes left and takes no more than the limit', async () => {
    open('/things/edit/-1');
    expect(await screen.findByText('19 left')).toBeInTheDocument();
    await userEvent.type(nameInput(), 'Zürich');
    expect(screen.getByText('12 left')).toBeInTheDocument();
    await userEvent.type(nameInput(), ' Nord-Süd-Ost');
    expect(nameInput()).toHaveValue('Zürich Nord-Süd-O');
    expect(screen.getByText('0 left')).toBeInTheDocument();
  });
});

describe('entity form: permission and unsaved changes', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('is read-only without the write permission', async () => {
    const server = open('/things/edit/2', undefined, NO_PERMISSIONS);
    expect(await screen.findByText('You may view this entry but not change it.')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    await userEvent.type(nameInput(), 'x{Enter}');
    expect(nameInput()).toHaveValue('Role 02');
    expect(server.calls('update')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(where()).toHaveTextContent(/^\/things$/);
  });

  it('asks before throwing away unsaved changes', async () => {
    open('/things/edit/2');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    const question = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(nameInput()).toHaveValue('Role 02!');
    expect(where()).toHaveTextContent('/things/edit/2');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }),
    );
    expect(where()).toHaveTextContent(/^\/things$/);
  });

  it('closes at once without changes', async () => {
    open('/things/edit/2');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(where()).toHaveTextContent(/^\/things$/);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument();
  });
});
