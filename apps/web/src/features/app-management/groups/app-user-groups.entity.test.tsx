import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../../admin/config-edit/test/fake-config-server';
import { fakeTreeList } from '../../tree/test/fake-tree';
import { appUserGroupEntity } from './app-user-groups.entity';

// Sections 1 "Pflege 1" and 2 "Pflege 2", display group 4 (OPTION_MOCKS); the tree: Haus › 1. OG ›
// Zimmer 101 (node 3) with its devices (fake-tree CARE_HOME).
function open(url: string) {
  const server = fakeConfigServer(
    appUserGroupEntity.documents,
    { one: 'appUserGroup', many: 'appUserGroups', typename: 'AppUserGroup' },
    [
      {
        id: 7,
        name: 'Nachtwache',
        section_id: 2,
        call_handling_mode: 'reject_only',
        display_group_ids: [4],
        node_selection: 'priority',
        nodes: [{ __typename: 'AppGroupNode', node_id: 3, priority: 2 }],
      },
    ],
  );
  const tree = fakeTreeList();
  renderCrud(appUserGroupEntity, {
    url,
    mocks: [...server.mocks, ...tree.mocks],
    appData: { user: { id: 1 } },
  });
  return server;
}

const SLOW = { timeout: 5000 };

describe('app user groups', { timeout: 30_000 }, () => {
  it('lists the groups with their section and call handling', async () => {
    open('/things');
    expect(await screen.findByRole('heading', { name: 'User groups' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Nachtwache', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Pflege 2', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Reject only')).toBeInTheDocument();
  });

  it('creates a group of a section that answers for a room first', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/-1');
    await user.click(await screen.findByLabelText(/^Name/, { selector: 'input' }, SLOW));
    await user.paste('Pflege Tag');
    await user.click(screen.getByLabelText('Section', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Pflege 1', hidden: true }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Add node' }));
    await user.click(screen.getByLabelText('Node 1', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Zimmer 101', hidden: true }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, SLOW);
    expect(server.writes('create')).toEqual([
      {
        data: {
          name: 'Pflege Tag',
          section_id: 1,
          call_handling_mode: 'full',
          display_group_ids: [],
          node_selection: 'ignored',
          nodes: [{ node_id: 3, priority: 1 }],
        },
      },
    ]);
  });

  it('refuses a node chosen twice before asking the server', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const server = open('/things/edit/7');
    expect(await screen.findByDisplayValue('Nachtwache', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add node' }));
    await user.click(screen.getByLabelText('Node 2', { selector: 'input' }));
    // Each node select has its options; the second one's is the last.
    const options = await screen.findAllByRole('option', { name: 'Zimmer 101', hidden: true }, SLOW);
    await user.click(options.at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This record already exists.', {}, SLOW)).toBeInTheDocument();
    expect(server.writes('update')).toEqual([]);
  });
});
