import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppSubscriptionConfirmDocument, AppUserOptionsDocument } from '../../../generated/graphql';
import { renderScreen } from '../../../test/render';
import { renderCrud } from '../../../ui/crud/test/crud-harness';
import { fakeConfigServer } from '../../admin/config-edit/test/fake-config-server';
import { fakeTreeList } from '../../tree/test/fake-tree';
import { AppSubscriptionListPage } from './app-subscription-screens';
import { appSubscriptionEntity } from './app-subscriptions.entity';

// The tree: Zimmer 101 (node 3) with its devices (fake-tree CARE_HOME).
const ALWAYS = { maxUsageCount: Number.POSITIVE_INFINITY };
const USERS: MockLink.MockedResponse = {
  request: { query: AppUserOptionsDocument },
  ...ALWAYS,
  result: {
    data: {
      appUsers: {
        __typename: 'AppUserList',
        items: [{ __typename: 'AppUser', id: 5, name: 'anna', display_name: 'Anna Muster' }],
      },
    },
  },
};
const ROWS = [
  { id: 7, app_user_id: 5, node_id: 3, priority: 2, confirmed: false },
  { id: 8, app_user_id: 5, node_id: 1, priority: 1, confirmed: true },
];

function fake(extra: MockLink.MockedResponse[] = []) {
  const server = fakeConfigServer(
    appSubscriptionEntity.documents,
    { one: 'appSubscription', many: 'appSubscriptions', typename: 'AppSubscription' },
    ROWS,
  );
  return { server, mocks: [...extra, ...server.mocks, ...fakeTreeList().mocks, USERS] };
}

const SLOW = { timeout: 5000 };
const typing = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('app subscriptions', { timeout: 30_000 }, () => {
  it('lists user, node, priority and whether confirmed, and confirms the open ones', async () => {
    const user = typing();
    const confirmed: unknown[] = [];
    const { mocks } = fake([
      {
        request: { query: AppSubscriptionConfirmDocument, variables: () => true },
        result: (variables: { ids: number[] }) => {
          confirmed.push(variables);
          return {
            data: {
              confirmAppSubscriptions: [{ __typename: 'AppSubscription', ...ROWS[0], confirmed: true }],
            },
          };
        },
      },
    ]);
    renderScreen(<AppSubscriptionListPage />, {
      url: '/things',
      path: '/things/*',
      mocks,
      appData: { user: { id: 1 } },
    });
    expect(await screen.findByRole('heading', { name: 'Subscriptions' }, SLOW)).toBeInTheDocument();
    const row = (await screen.findByText(/Zimmer 101$/, {}, SLOW)).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Anna Muster (anna)', {}, SLOW)).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Confirm 1 open subscription' }, SLOW));
    await waitFor(() => expect(confirmed).toEqual([{ ids: [7] }]), SLOW);
  });

  it('creates a subscription of a user to a node with a priority', async () => {
    const user = typing();
    const { server, mocks } = fake();
    renderCrud(appSubscriptionEntity, { url: '/things/edit/-1', mocks, appData: { user: { id: 1 } } });
    await user.click(await screen.findByLabelText(/^App user/, { selector: 'input' }, SLOW));
    await user.click(await screen.findByRole('option', { name: 'Anna Muster (anna)', hidden: true }, SLOW));
    await user.click(screen.getByLabelText(/^Node/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: /Zimmer 101$/, hidden: true }, SLOW));
    const priority = screen.getByLabelText(/^Priority/, { selector: 'input' });
    await user.clear(priority);
    await user.type(priority, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved', {}, SLOW);
    expect(server.writes('create')).toEqual([{ data: { app_user_id: 5, node_id: 3, priority: 3, confirmed: false } }]);
  });

  it('asks for the user and the node before asking the server', async () => {
    const user = typing();
    const { server, mocks } = fake();
    renderCrud(appSubscriptionEntity, { url: '/things/edit/-1', mocks, appData: { user: { id: 1 } } });
    await user.click(await screen.findByRole('button', { name: 'Save' }, SLOW));
    expect(await screen.findAllByText('This field is required.', {}, SLOW)).toHaveLength(2);
    expect(server.writes('create')).toEqual([]);
  });
});
