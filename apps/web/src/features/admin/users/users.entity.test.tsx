import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CallSourceGroupOptionsDocument,
  type UserFieldsFragment,
  UserGetDocument,
  type UserInput,
  UserListDocument,
  UserRoleOptionsDocument,
  UserUpdateDocument,
} from '../../../generated/graphql';
import { CRUD_UI_TIMEOUT, renderCrud } from '../../../ui/crud/test/crud-harness';
import { userEntity } from './users.entity';

const ANNA: UserFieldsFragment = {
  id: 5,
  name: 'anna',
  email: 'anna@haus-linde.ch, pflege@haus-linde.ch',
  locale: 'de',
  homepage: null,
  is_superuser: false,
  is_ldap: false,
  password_is_temporary: false,
  system_access: [],
  call_source_group_ids: [3],
  role_ids: [2],
};

const typed = <T extends object>(typename: string, value: T) => ({ __typename: typename, ...value });

function usersApi(user: UserFieldsFragment) {
  const updates: { id: number; data: UserInput }[] = [];
  const always = { maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: UserListDocument, variables: () => true },
      ...always,
      result: { data: { users: typed('UserList', { items: [], total: 0 }) } },
    },
    {
      request: { query: UserGetDocument, variables: { id: user.id } },
      ...always,
      result: { data: { user: typed('User', user) } },
    },
    {
      request: { query: UserRoleOptionsDocument },
      ...always,
      result: {
        data: {
          roles: typed('RoleList', {
            items: [typed('Role', { id: 1, name: 'Technik' }), typed('Role', { id: 2, name: 'Pflege' })],
          }),
        },
      },
    },
    {
      request: { query: CallSourceGroupOptionsDocument },
      ...always,
      result: {
        data: {
          callSourceGroupOptions: [
            typed('CallSourceGroupOption', { id: 3, name: 'Nachtruhe', system_id: 1 }),
            typed('CallSourceGroupOption', { id: 4, name: 'Demenz', system_id: 1 }),
          ],
        },
      },
    },
    {
      request: { query: UserUpdateDocument, variables: () => true },
      ...always,
      result: (variables: { id: number; data: UserInput }) => {
        updates.push(variables);
        return { data: { updateUser: typed('User', { ...user, ...variables.data }) } };
      },
    },
  ];
  return { mocks, updates };
}

function openUser(user: UserFieldsFragment) {
  const api = usersApi(user);
  renderCrud(userEntity, { url: `/things/edit/${user.id}`, mocks: api.mocks, appData: { user: { id: 1 } } });
  return api;
}

describe('user declaration', { timeout: CRUD_UI_TIMEOUT }, () => {
  it('edits e-mails as a list and sends them as the API keeps them, without touching the password', async () => {
    const api = openUser(ANNA);
    expect(await screen.findByDisplayValue('anna')).toBeInTheDocument();
    expect(screen.getByText('pflege@haus-linde.ch')).toBeInTheDocument();
    expect(await screen.findByText('Pflege', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    // A superuser is editing, so the superuser switch is offered.
    expect(screen.getByRole('checkbox', { name: /Superuser/ })).not.toBeChecked();

    await userEvent.type(screen.getByLabelText('E-mail addresses', { selector: 'input' }), 'n@x.ch,');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(api.updates).toEqual([
      {
        id: 5,
        data: {
          name: 'anna',
          email: 'anna@haus-linde.ch, pflege@haus-linde.ch, n@x.ch',
          locale: 'de',
          homepage: null,
          role_ids: [2],
          system_access: [],
          call_source_group_ids: [3],
          is_superuser: false,
          password_is_temporary: false,
        },
      },
    ]);
  });

  it('restricts notifications to call source groups picked from every group', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const api = openUser(ANNA);
    expect(await screen.findByText('Nachtruhe', { selector: '.mantine-Pill-label' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Call source groups', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Demenz', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    expect(api.updates.map((u) => u.data.call_source_group_ids)).toEqual([[3, 4]]);
  });

  it('refuses a bad address and a short password before asking the server', async () => {
    const api = openUser(ANNA);
    await userEvent.type(await screen.findByLabelText('E-mail addresses', { selector: 'input' }), 'bad,');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
    expect(api.updates).toEqual([]);
  });

  it('keeps the name of an LDAP user and offers no password', async () => {
    openUser({ ...ANNA, is_ldap: true });
    expect(await screen.findByDisplayValue('anna')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
