import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppUserGroupOptionsDocument } from '../../../generated/graphql';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../../admin/config-edit/test/fake-config-server';
import { appUserEntity } from './app-users.entity';

const GROUPS: MockLink.MockedResponse = {
  request: { query: AppUserGroupOptionsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      appUserGroups: {
        __typename: 'AppUserGroupList',
        items: [
          { __typename: 'AppUserGroup', id: 2, name: 'Pflege Tag' },
          { __typename: 'AppUserGroup', id: 3, name: 'Nachtwache' },
        ],
      },
    },
  },
};

function open(url: string) {
  const server = fakeConfigServer(appUserEntity.documents, { one: 'appUser', many: 'appUsers', typename: 'AppUser' }, [
    { id: 7, name: 'anna', display_name: 'Anna Muster', group_id: 3 },
  ]);
  renderCrud(appUserEntity, { url, mocks: [...server.mocks, GROUPS], appData: { user: { id: 1 } } });
  return server;
}

const SLOW = { timeout: 5000 };
const typing = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('app users', { timeout: 30_000 }, () => {
  it('lists the users with their display name and group', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'App users' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Anna Muster', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Nachtwache', {}, SLOW)).toBeInTheDocument();
  });

  it('creates a user in a group with a password typed twice', async () => {
    const user = typing();
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^User name/, { selector: 'input' }, SLOW));
    await user.paste('bruno');
    await user.click(screen.getByLabelText('Group', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Pflege Tag', hidden: true }, SLOW));
    await user.type(screen.getByLabelText(/^Password/), 'Station-12');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Station-12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, SLOW);
    expect(server.writes('create')).toEqual([
      {
        data: {
          name: 'bruno',
          display_name: '',
          group_id: 2,
          password: 'Station-12',
          password_repeat: 'Station-12',
        },
      },
    ]);
  });

  it('needs a password on create and refuses a repeat that differs before asking the server', async () => {
    const user = typing();
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^User name/, { selector: 'input' }, SLOW));
    await user.paste('bruno');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(/required/i, {}, SLOW)).not.toHaveLength(0);
    await user.type(screen.getByLabelText(/^Password/), 'Station-12');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Station-21');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/match/i, {}, SLOW)).toBeInTheDocument();
    expect(server.writes('create')).toEqual([]);
  });

  it('keeps the stored password when an edit leaves both fields empty', async () => {
    const user = typing();
    const server = open('/things/edit/7');
    const display = await screen.findByDisplayValue('Anna Muster', {}, SLOW);
    await user.clear(display);
    await user.type(display, 'Anna M.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, SLOW);
    expect(server.writes('update')).toEqual([{ id: 7, data: { name: 'anna', display_name: 'Anna M.', group_id: 3 } }]);
  });
});
