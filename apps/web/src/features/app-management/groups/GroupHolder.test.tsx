import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModalStack } from '../../../app/modal/ModalStack';
import { renderShell } from '../../../app/shell/test/render-shell';
import { fakeConfigServer } from '../../admin/config-edit/test/fake-config-server';
import { displayGroupEntity } from '../../admin/display-groups/display-groups.entity';
import { fakeTreeList } from '../../tree/test/fake-tree';
import { appUserGroupEntity } from './app-user-groups.entity';

const GROUP = {
  id: 7,
  name: 'Nachtwache',
  section_id: 2,
  call_handling_mode: 'full',
  display_group_ids: [4],
  node_selection: 'ignored',
  nodes: [],
};
const DISPLAY_GROUP = {
  id: 4,
  name: 'Stationszimmer',
  connections: [{ __typename: 'DisplayGroupConnection', id: 1, section_id: 1, call_type_id: 5 }],
  item_state: 'created',
};

function open(url: string, permissions?: 'manage_user_groups only') {
  const groups = fakeConfigServer(
    appUserGroupEntity.documents,
    { one: 'appUserGroup', many: 'appUserGroups', typename: 'AppUserGroup' },
    [GROUP],
  );
  const displayGroups = fakeConfigServer(
    displayGroupEntity.documents,
    { one: 'displayGroup', many: 'displayGroups', typename: 'DisplayGroup' },
    [DISPLAY_GROUP],
  );
  renderShell(<ModalStack />, {
    url,
    user: permissions ? { permissions: ['app::use_module', 'app::manage_user_groups'] } : { superuser: true },
    appClients: 5,
    mocks: [...groups.mocks, ...displayGroups.mocks, ...fakeTreeList().mocks],
  });
}

// Spec part 2 §2: `groups/edit/:groupid/displayGroups/:id?` — the real route table and screens.
describe('a group’s display groups', { timeout: 30_000 }, () => {
  it('open over the group form, which stays behind them', async () => {
    open('/appmanagement/groups/edit/7/displayGroups/4');
    const dialogs = await screen.findAllByRole('dialog', {}, { timeout: 10_000 });
    expect(dialogs).toHaveLength(2);
    const [under, over] = dialogs;
    if (!under || !over) throw new Error('two dialogs expected');
    expect(await within(under).findByDisplayValue('Nachtwache', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await within(over).findByDisplayValue('Stationszimmer', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('are opened from the group form by a link per chosen display group', async () => {
    open('/appmanagement/groups/edit/7');
    const link = await screen.findByRole('button', { name: 'Edit display group Stationszimmer' }, { timeout: 10_000 });
    await userEvent.click(link);
    expect(await screen.findByDisplayValue('Stationszimmer', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/appmanagement/groups/edit/7/displayGroups/4');
  });

  it('offer no link to whom may not edit display groups', async () => {
    open('/appmanagement/groups/edit/7', 'manage_user_groups only');
    expect(await screen.findByDisplayValue('Nachtwache', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit display group/ })).not.toBeInTheDocument();
  });
});
